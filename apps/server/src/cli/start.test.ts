import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../cluster/freePort.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { startServerProcess } from '../testing/startServerProcess.ts';

/** `npm start`'s process: how it stops, and what stops it from starting. */
describe('the compiled server process', () => {
  const dirs: string[] = [];
  const dataDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'news-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('drains on SIGTERM: not ready at once, still answering, then closes its database and exits 0', async () => {
    const dir = dataDir();
    const server = await startServerProcess({ DATA_DIR: dir, SHUTDOWN_GRACE_MS: '1500' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => {
      server.child.once('exit', (code) => {
        resolve(code);
      });
    });
    server.child.kill('SIGTERM');
    let readiness = await fetch(`${server.url}/readyz`);
    const deadline = Date.now() + 1_000;
    while (readiness.status === 200 && Date.now() < deadline)
      readiness = await fetch(`${server.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'draining' });
    const answer = await fetch(`${server.url}/enapi/cms/content/appList`, {
      headers: signedHeaders('en'),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await exited).toBe(0);
    // SQLite removes the write-ahead log when its last connection closes cleanly.
    expect(existsSync(join(dir, 'news.sqlite'))).toBe(true);
    expect(existsSync(join(dir, 'news.sqlite-wal'))).toBe(false);
  });

  it('refuses to start as one of a production cluster without Redis and the shared keys, saying why', async () => {
    const start = startServerProcess({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SIGN_SECRET: 'a-production-secret',
      CLUSTER: 'true',
    });
    await expect(start).rejects.toThrow(/exited with 1[\s\S]*REDIS_URL: CLUSTER=true means/);
    await expect(start).rejects.toThrow(/RSA_PRIVATE_KEY_PEM[\s\S]*DATA_KEY/);
  });

  it('does not start when its Redis cannot be reached, and says where it looked', async () => {
    const port = await freePort();
    await expect(
      startServerProcess({ DATA_DIR: dataDir(), REDIS_URL: `redis://127.0.0.1:${String(port)}` }),
    ).rejects.toThrow(new RegExp(`cannot reach Redis at redis://127\\.0\\.0\\.1:${String(port)}`));
  });
});
