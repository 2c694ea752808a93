import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const SERVER_DIR = resolve(import.meta.dirname, '../..');
let built = false;

/**
 * Node's flags for the server, the same as `npm start` gives it (apps/server/package.json; a
 * test holds the two together): stack traces in TypeScript lines, and V8 tuned for memory —
 * a smaller young generation and slower heap growth, for a server whose live heap is small and
 * whose garbage comes from many short requests (docs/adr/0010).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--optimize-for-size'] as const;

/**
 * The environment `npm start` adds: at most two malloc arenas. glibc otherwise gives each thread
 * that allocates (V8's helpers, libuv's pool) an arena of its own, and their pages stay resident:
 * about 15 MB of the server's peak under `bench:api`.
 */
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '2' } as const;

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
  return [...SERVER_NODE_FLAGS, resolve(SERVER_DIR, 'dist', 'start.js')];
}
