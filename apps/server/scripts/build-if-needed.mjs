// Compiles the server: one ES module, dist/start.js, holding the server's own code and the
// contract package's (both are TypeScript source, docs/adr/0007), and beside it dist/seedOnStart.js,
// the first start's demo seed, which start.js runs in a process of its own (docs/adr/0029).
// Each is a bundle of its own (no shared chunks). Packages from node_modules stay
// outside the bundle and load as they are: native ones (better-sqlite3, resvg) cannot be bundled,
// and the others gain nothing from it. `npm start` passes --if-needed and compiles only when a
// source changed since the last build; anything else always builds
// (packages/build-tools/src/buildIfNeeded.mjs decides).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { buildIfNeeded } from '@news/build-tools/buildIfNeeded.mjs';
import { build } from 'esbuild';

const here = resolve(import.meta.dirname, '..');
const outDir = join(here, 'dist');
const outFile = join(outDir, 'start.js');
const seedFile = join(outDir, 'seedOnStart.js');
const inputs = [
  join(here, 'src'),
  join(here, 'scripts', 'build-if-needed.mjs'),
  join(here, 'package.json'),
  resolve(here, '../../packages/contract/src'),
];

/** Bare imports load from node_modules at run time, except the workspace's own TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@news/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.dirname` keeps meaning the directory of the source file it is written in (the
 * seed reads its content files beside it): in one bundle it would be dist/ for every module.
 */
const sourceDirectories = {
  name: 'source-directories',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const fromBundle = relative(outDir, dirname(args.path)).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `__sourceDir(${JSON.stringify(fromBundle)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

await buildIfNeeded({
  name: 'server',
  outputs: [outFile, seedFile],
  inputs,
  build: async () => {
    const result = await build({
      entryPoints: [
        join(here, 'src', 'cli', 'start.ts'),
        join(here, 'src', 'cli', 'seedOnStart.ts'),
      ],
      outdir: outDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      logLevel: 'warning',
      banner: {
        js: "import { resolve as __resolvePath } from 'node:path';\nconst __sourceDir = (relative) => __resolvePath(import.meta.dirname, relative);",
      },
      plugins: [externalPackages, sourceDirectories],
      write: false,
    });
    // Each file is written aside and renamed into place: a server starting while another process
    // builds (parallel tests) reads the old build or the new one, never half of one. start.js
    // goes last, so a new start.js never finds the seed it forks older than itself.
    mkdirSync(outDir, { recursive: true });
    const last = (file) => (file.path.startsWith(outFile) ? 1 : 0);
    for (const file of result.outputFiles.toSorted((a, b) => last(a) - last(b))) {
      const partial = `${file.path}.${String(process.pid)}.tmp`;
      writeFileSync(partial, file.contents);
      renameSync(partial, file.path);
    }
    console.log(
      `server built: ${relative(process.cwd(), outFile)}, ${relative(process.cwd(), seedFile)}`,
    );
  },
});
