import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { compiledServerArgs, SERVER_ENVIRONMENT } from '@news/server/cli/compiledServer';
import { SHARED_DEMO_PHOTO_DIR } from '@news/server/seed/photos/DemoPhotoCache';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const E2E_SIGN_SECRET = 'e2e-sign-secret';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Settings that change what a first start seeds: a server given one seeds for itself. */
const CHANGES_THE_SEED = [
  'TEST_CLOCK',
  'SEED_ON_START',
  'DATA_DIR',
  'DATABASE_URL',
  'DEMO_PHOTO_DIR',
];

/**
 * Starts the real server the way `npm start` does (migrate, seed, serve the built web app) on a
 * free port with a throwaway data directory, and waits for the URL it prints. The directory
 * starts as a copy of the one the suite's first server seeded (`seededDataSetup.ts`), so this
 * server finds its demo content there and seeds nothing (seconds of CPU each otherwise), unless
 * `env` changes what a first start seeds or `options.fresh` asks for a first start. `keep`
 * leaves the directory in place when the server stops.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { fresh?: boolean; keep?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'news-e2e-'));
  const seeded = options.fresh ? '' : inject('seededDataDir');
  if (seeded && !CHANGES_THE_SEED.some((name) => name in env)) {
    cpSync(seeded, dataDir, { recursive: true });
  }
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...SERVER_ENVIRONMENT,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Every server seeds the same demo photographs, made once before the suite starts
      // (src/demoPhotosSetup.ts) and copied by each (seconds of CPU each otherwise).
      DEMO_PHOTO_DIR: SHARED_DEMO_PHOTO_DIR,
      SIGN_SECRET: E2E_SIGN_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Browser suites start servers one after another: none takes encoders on the RTMP port
      // unless a test says so (the ingest is tested with ffmpeg in apps/server/src/ingest).
      INGEST: 'false',
      // The browser suites are many readers from this one address, faster than any person on an
      // idle machine: the doors they sign in and post through get room. The doors' own budgets
      // are tested at production numbers in apps/server/src/security/.
      RATE_LIMITS: [
        'captcha.address=100000/60',
        'register.address=100000/3600',
        'signIn.address=100000/60',
        'comment.address=100000/60',
        'feedback.address=100000/3600',
        'search.address=100000/60',
        'suggest.address=100000/60',
        'hit.address=100000/60',
        'pageView.address=100000/60',
        'share.address=100000/60',
        'signOut.address=100000/60',
      ].join(','),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start in time:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+:\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
