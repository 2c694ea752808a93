import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const SERVER_DIR = resolve(import.meta.dirname, '../..');
let built = false;

/**
 * Node's arguments for the server as `npm start` runs it: the compiled bundle
 * (`apps/server/dist/start.js`), rebuilt first when its sources changed. For tests and
 * benchmarks that start the real server process.
 */
export function compiledServerArgs(): string[] {
  if (!built) {
    execFileSync(process.execPath, ['scripts/build-if-needed.mjs', '--if-needed'], {
      cwd: SERVER_DIR,
      stdio: 'pipe',
    });
    built = true;
  }
  return ['--enable-source-maps', resolve(SERVER_DIR, 'dist', 'start.js')];
}
