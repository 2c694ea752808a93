import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** What only the server reads about a call: its input schemas (`*Inputs.ts`, `endpointInputs.ts`). */
const SERVER_SIDE_OF_CALLS = {
  group: ['@news/contract/endpointInputs', '@news/contract/*/*Inputs'],
  message:
    "A call's input schemas are the server's (docs/adr/0023): type a call from its descriptor.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      'e2e/results/**',
      'apps/server/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'eslint.config.js',
            'apps/web/scripts/*.mjs',
            'apps/server/scripts/*.mjs',
            'apps/console/scripts/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // Tool configuration files are loaded by their tools, which expect a default export.
    files: [
      '**/vite.config.ts',
      '**/vite.worker.config.ts',
      '**/vitest.config.ts',
      'eslint.config.js',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests assert shapes right before they index into them; a failed assertion already explains.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The front ends never validate a request: what a call takes is the server's to check
    // (docs/adr/0023), and its schemas would only weigh on their bundles.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_SIDE_OF_CALLS] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_SIDE_OF_CALLS,
            {
              group: ['@news/contract/endpoints/*Endpoints', '@news/contract/console/*'],
              message:
                "Import the descriptor from its own module (`@news/contract/endpoints/<area>/<name>`): the reader's first load takes every module a file imports, re-exports included (docs/adr/0023).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
