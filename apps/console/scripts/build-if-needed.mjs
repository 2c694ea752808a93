// Builds the console into dist/. `npm start` passes --if-needed and builds only when a source
// changed since the last build; anything else always builds
// (packages/build-tools/src/buildIfNeeded.mjs decides).
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from '@news/build-tools/buildIfNeeded.mjs';

const here = resolve(import.meta.dirname, '..');
const outDir = resolve(here, process.env.CONSOLE_BUILD_OUT_DIR ?? 'dist');

await buildIfNeeded({
  name: 'console',
  outputs: [join(outDir, 'index.html')],
  inputs: [
    join(here, 'src'),
    join(here, 'index.html'),
    join(here, 'vite.config.ts'),
    join(here, 'scripts', 'build-if-needed.mjs'),
    resolve(here, '../../packages/contract/src'),
    resolve(here, '../../packages/build-tools/src'),
  ],
  build: () => {
    // Staff always get React's production build, whatever NODE_ENV the shell has.
    const env = { ...process.env, NODE_ENV: 'production' };
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: here,
      stdio: 'inherit',
      env,
    });
  },
});
