import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ingestStatusSchema } from '@news/contract/console/ingestSchemas';
import { itemDetailSchema } from '@news/contract/console/itemSchemas';
import { freePort } from '../cluster/freePort.ts';
import { signedInStaff } from '../testing/consoleClient.ts';
import { channelOf, documentOf } from '../testing/itemDocuments.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { testEngines } from '../testing/testDatabases.ts';
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

  /** Another program's listener on a port of 127.0.0.1; `close` lets it go. */
  async function holdPort(): Promise<{ port: number; close: () => Promise<void> }> {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      port,
      close: () =>
        new Promise((resolve) => {
          holder.close(() => {
            resolve();
          });
        }),
    };
  }

  it('does not start when its own port is taken, and says which port and what to do', async () => {
    const held = await holdPort();
    try {
      const start = startServerProcess({ DATA_DIR: dataDir(), PORT: String(held.port) });
      await expect(start).rejects.toThrow(
        new RegExp(
          `exited with 1[\\s\\S]*port ${String(held.port)} on 127\\.0\\.0\\.1 is taken by another process; stop it, or choose another port with PORT`,
        ),
      );
      await expect(start).rejects.not.toThrow(/listening/i);
    } finally {
      await held.close();
    }
  });

  it('serves with the RTMP port taken, says so, never that ingest listens, and the live desk says it is unavailable', async () => {
    // The embedded engine on disk: the server process opens the same file as the test.
    const [sqlite] = testEngines();
    if (!sqlite) throw new Error('no engine');
    const database = await sqlite.open();
    const held = await holdPort();
    try {
      await seedTestSites(database, ['en']);
      const server = await startServerProcess({
        ...database.cliEnv,
        LOG_LEVEL: 'info',
        INGEST: 'true',
        INGEST_HOST: '127.0.0.1',
        INGEST_RTMP_PORT: String(held.port),
      });
      try {
        expect(server.output()).toContain(
          `Live ingest is off: port ${String(held.port)} on 127.0.0.1 is taken by another process`,
        );
        expect(server.output()).not.toMatch(/RTMP ingest listening/);
        const editor = await signedInStaff(server.url, database, 'desk.en', 'editor', ['en']);
        const created = await editor.call('POST', '/items', {
          document: documentOf('authPublishPlayback', 'en', await channelOf(database, 'en')),
        });
        expect(created.status, created.body.msg).toBe(200);
        const { id } = itemDetailSchema.parse(created.body.data);
        const desk = ingestStatusSchema.parse((await editor.get(`/items/${id}/ingest`)).body.data);
        expect(desk.ingest).toBe('portTaken');
        // Everything else is served: the reader's API answers.
        const answer = await fetch(`${server.url}/enapi/cms/content/appList`, {
          headers: signedHeaders('en'),
        });
        expect(answer.status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await held.close();
      await database.close();
    }
  });
});
