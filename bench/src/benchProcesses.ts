import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { compiledServerArgs, SERVER_ENVIRONMENT } from '@news/server/cli/compiledServer';
import { SHARED_DEMO_PHOTO_DIR } from '@news/server/seed/photos/DemoPhotoCache';

export const REPO = resolve(import.meta.dirname, '../..');
/** The signing secret the benchmarks' servers run with (NODE_ENV=test, never production). */
export const BENCH_SECRET = 'bench-sign-secret';
/** The captcha answer the benchmarks' servers accept (NODE_ENV=test only). */
export const BENCH_CAPTCHA = 'BNCH';
/**
 * The benchmarks are many readers from this one address: the doors they pass through get budgets
 * no benchmark reaches, so they measure the work and not the limits (tested in
 * apps/server/src/security/).
 */
export const BENCH_RATE_LIMITS = [
  'captcha.address',
  'register.address',
  'signIn.address',
  'comment.address',
  'feedback.address',
  'search.address',
  'suggest.address',
]
  .map((door) => `${door}=999999/60`)
  .join(',');

export interface Started {
  url: string;
  child: ChildProcess;
}

/**
 * Runs a Node script from the repository root and waits for the URL it prints; `onSpawn` sees
 * the process at once, to watch it while it starts.
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
  onSpawn?: (child: ChildProcess) => void,
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn?.(child);
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      fail(new Error(`did not start:\n${output}`));
    }, 180_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done({ url: match[1].replace('localhost', '127.0.0.1'), child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${String(code)}:\n${output}`));
    });
  });
}

/**
 * The real server, as `npm start` runs it (compiled; migrate, seed the demo content on first
 * run, serve the built web app and the API on one port), on a free 127.0.0.1 port over `dataDir`.
 */
export function startNewsServer(dataDir: string): Promise<Started> {
  return startProcess(
    compiledServerArgs(),
    {
      ...SERVER_ENVIRONMENT,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The demo photographs are made by the first server (or test run) and copied by the next.
      DEMO_PHOTO_DIR: SHARED_DEMO_PHOTO_DIR,
      SIGN_SECRET: BENCH_SECRET,
      NODE_ENV: 'test',
      TEST_CAPTCHA: BENCH_CAPTCHA,
      RATE_LIMITS: BENCH_RATE_LIMITS,
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
    },
    /running at (http:\/\/[^\s/]+:\d+)\//,
  );
}

export async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise((done) => started.child.once('exit', done));
  started.child.kill('SIGTERM');
  await exited;
}
