// Builds the web app: the browser bundle into dist/, then the server-rendering entry into
// dist/.ssr/, then the service worker into dist/sw.js (it lists the bundle's files, so it comes
// last). `npm start` passes --if-needed and builds only when a source changed since the last
// build; anything else always builds (packages/build-tools/src/buildIfNeeded.mjs decides).
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from '@news/build-tools/buildIfNeeded.mjs';

const here = resolve(import.meta.dirname, '..');
const outDir = resolve(here, process.env.WEB_BUILD_OUT_DIR ?? 'dist');

await buildIfNeeded({
  name: 'web app',
  outputs: [
    join(outDir, 'index.html'),
    join(outDir, '.ssr', 'renderApp.js'),
    join(outDir, 'sw.js'),
  ],
  inputs: [
    join(here, 'src'),
    join(here, 'public'),
    join(here, 'index.html'),
    join(here, 'vite.config.ts'),
    join(here, 'vite.worker.config.ts'),
    join(here, 'scripts', 'build-if-needed.mjs'),
    resolve(here, '../../packages/contract/src'),
    resolve(here, '../../packages/build-tools/src'),
  ],
  build: () => {
    // Readers always get React's production build, whatever NODE_ENV the shell has (a `test` or
    // `development` value would otherwise give them the development bundle).
    const env = { ...process.env, NODE_ENV: 'production' };
    const vite = (args) =>
      execFileSync('npx', ['vite', 'build', ...args], { cwd: here, stdio: 'inherit', env });
    vite(['--outDir', outDir, '--emptyOutDir']);
    vite(['--ssr', 'src/ssr/renderApp.tsx', '--outDir', join(outDir, '.ssr'), '--emptyOutDir']);
    // Into the same directory: the worker's config finds it from WEB_BUILD_OUT_DIR, as here.
    vite(['--config', 'vite.worker.config.ts']);
  },
});
