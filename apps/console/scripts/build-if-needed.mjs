// Builds the console when its sources changed since the last build, so `npm start` stays fast.
// `--force` (or a missing dist) always builds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = resolve(import.meta.dirname, '..');
const outDir = resolve(here, process.env.CONSOLE_BUILD_OUT_DIR ?? 'dist');
const stamp = join(outDir, 'index.html');
const inputs = [
  join(here, 'src'),
  join(here, 'index.html'),
  join(here, 'vite.config.ts'),
  join(here, 'scripts', 'build-if-needed.mjs'),
  resolve(here, '../web/src/build/precompressAssets.ts'),
  resolve(here, '../../packages/contract/src'),
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const force = process.argv.includes('--force') || !process.argv.includes('--if-needed');
const upToDate = existsSync(stamp) && newest(stamp) >= Math.max(...inputs.map(newest));
if (!force && upToDate) {
  console.log('console is up to date');
} else {
  // Staff always get React's production build, whatever NODE_ENV the shell has.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: here,
    stdio: 'inherit',
    env,
  });
}
