import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compiledServerArgs, SERVER_ENVIRONMENT } from '../cli/compiledServer.ts';
import { TEST_SIGN_SECRET } from './signedHeaders.ts';
import { TEST_PASSWORD_LOG_N } from './testPasswordCost.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it has printed so far, on stdout and stderr. */
  output(): string;
  /** SIGTERM: the server's own graceful shutdown. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hooks, no flush — a crash. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => {
      done();
    });
  });
}

/**
 * The real server as `npm start` runs it (compiled from `src/cli/start.ts`), in its own process on a free
 * 127.0.0.1 port, for tests about the process itself: crashes, restarts, files swapped under it.
 * `env` says where its data is (`DATA_DIR`, `DATABASE_URL`) and anything else to change;
 * `onSpawn` sees the process before it serves (what it starts on its way, say).
 */
export async function startServerProcess(
  env: Record<string, string>,
  onSpawn?: (child: ChildProcess) => void,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...SERVER_ENVIRONMENT,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SIGN_SECRET: TEST_SIGN_SECRET,
      PASSWORD_HASH_LOG_N: TEST_PASSWORD_LOG_N,
      SEED_ON_START: 'false',
      // Processes started side by side would race for the RTMP port; the ingest has its own tests.
      INGEST: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn?.(child);
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+:\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${String(code)}:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async stop() {
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
    },
    async kill() {
      const done = exited(child);
      child.kill('SIGKILL');
      await done;
    },
  };
}
