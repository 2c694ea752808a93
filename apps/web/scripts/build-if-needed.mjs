// Builds the web app when its sources changed since the last build, so `npm start` stays fast:
// the browser bundle into dist/, then the server-rendering entry into dist/.ssr/, then the
// service worker into dist/sw.js (it lists the bundle's files, so it comes last).
// `--force` (or a missing dist) always builds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = resolve(import.meta.dirname, '..');
const outDir = resolve(here, process.env.WEB_BUILD_OUT_DIR ?? 'dist');
const stamps = [
  join(outDir, 'index.html'),
  join(outDir, '.ssr', 'renderApp.js'),
  join(outDir, 'sw.js'),
];
const inputs = [
  join(here, 'src'),
  join(here, 'public'),
  join(here, 'index.html'),
  join(here, 'vite.config.ts'),
  join(here, 'vite.worker.config.ts'),
  join(here, 'scripts', 'build-if-needed.mjs'),
  resolve(here, '../../packages/contract/src'),
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const force = process.argv.includes('--force') || !process.argv.includes('--if-needed');
const upToDate =
  stamps.every((stamp) => existsSync(stamp)) &&
  Math.min(...stamps.map(newest)) >= Math.max(...inputs.map(newest));
if (!force && upToDate) {
  console.log('web app is up to date');
} else {
  // Readers always get React's production build, whatever NODE_ENV the shell has (a `test` or
  // `development` value would otherwise give them the development bundle).
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = (args) =>
    execFileSync('npx', ['vite', 'build', ...args], { cwd: here, stdio: 'inherit', env });
  vite(['--outDir', outDir, '--emptyOutDir']);
  vite(['--ssr', 'src/ssr/renderApp.tsx', '--outDir', join(outDir, '.ssr'), '--emptyOutDir']);
  // Into the same directory: the worker's config finds it from WEB_BUILD_OUT_DIR, as here.
  vite(['--config', 'vite.worker.config.ts']);
}
