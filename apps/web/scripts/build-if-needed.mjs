// Builds the web app when its sources changed since the last build, so `npm start` stays fast.
// `--force` (or a missing dist) always builds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = resolve(import.meta.dirname, '..');
const stamp = join(here, 'dist', 'index.html');
const inputs = [
  join(here, 'src'),
  join(here, 'public'),
  join(here, 'index.html'),
  join(here, 'vite.config.ts'),
  resolve(here, '../../packages/contract/src'),
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const force = process.argv.includes('--force') || !process.argv.includes('--if-needed');
if (!force && existsSync(stamp) && newest(stamp) >= Math.max(...inputs.map(newest))) {
  console.log('web app is up to date');
} else {
  execFileSync('npx', ['vite', 'build'], { cwd: here, stdio: 'inherit' });
}
