import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { UsersRepository } from '../repositories/UsersRepository.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { startServerProcess, type ServerProcess } from '../testing/startServerProcess.ts';
import { testEngines, type TestEngine } from '../testing/testDatabases.ts';
import { commentableItems } from '../testing/commentableItems.ts';

const CAPTCHA = 'DUR1';
const PASSWORD = 'Harbour#2026';
const READERS = 12;
/** The server allows five comments a minute per reader. */
const COMMENTS_EACH = 5;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

interface CommentPage {
  rows: { id: string; content: string }[];
  total: number;
}

/** Where the server process keeps its data, and how this test reaches the same data. */
interface Target {
  env: Record<string, string>;
  connect(): DatabaseHandle;
  dispose(): Promise<void>;
}

function sqliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'news-durable-'));
  return {
    env: { DATA_DIR: dir },
    connect: () => openDatabase({ databaseUrl: undefined, dataDir: dir }),
    dispose: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function postgresTarget(engine: TestEngine): Promise<Target> {
  // A fresh database on the test server, dropped again by dispose.
  const database = await engine.open();
  const url = database.cliEnv['DATABASE_URL'] ?? '';
  const dir = mkdtempSync(join(tmpdir(), 'news-durable-'));
  return {
    env: { DATABASE_URL: url, DATA_DIR: dir },
    connect: () => openDatabase({ databaseUrl: url, dataDir: dir }),
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function post(
  base: string,
  path: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<Envelope> {
  const res = await fetch(`${base}/enapi${path}`, {
    method: 'POST',
    headers: {
      ...signedHeaders('en', token ? { token } : {}),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

/**
 * Writes answered with code 1 survive the server being killed mid-load (SIGKILL: no shutdown
 * hooks, no flush), and the data comes back whole: every acknowledged comment readable through
 * the restarted server with the words it was sent with, none stored twice, references intact.
 */
async function killMidLoadAndRestart(target: Target): Promise<void> {
  let setup: DatabaseHandle | undefined = target.connect();
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  try {
    await migrateToLatest(setup);
    await seedDemoContent(setup.db, {
      dataDir: target.env['DATA_DIR'] ?? '',
      dialect: setup.dialect,
      sites: [siteByLang('en')],
    });
    const [contentId = ''] = await commentableItems(setup.db, 'en', { publishType: 'TUWEN' });

    first = await startServerProcess({
      ...target.env,
      TEST_CAPTCHA: CAPTCHA,
      // About surviving a kill under load, not the doors' limits (security/doorLimits.test.ts):
      // the load is many readers' comments from one address.
      RATE_LIMITS: 'register.address=1000/3600,signIn.address=1000/60,comment.address=100000/60',
    });
    const server = first;
    const key = (
      (await (
        await fetch(`${server.url}/enapi/gov/publicKey/getPublicKey.do`, {
          headers: signedHeaders('en'),
        })
      ).json()) as { data: { publicKey: string } }
    ).data.publicKey;
    const seal = (text: string): string =>
      publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(text),
      ).toString('base64');

    const database = setup;
    const usernames = Array.from({ length: READERS }, (_, i) => `durable_${String(i)}`);
    for (const username of usernames) {
      const registered = await post(server.url, '/register.do', {
        username,
        password: seal(PASSWORD),
        confirmPassword: seal(PASSWORD),
        code: CAPTCHA,
        question: 'firstPet',
        answer: 'Mimi',
      });
      expect(registered.code, registered.msg).toBe(1);
      const users = new UsersRepository(database.db);
      const user = await users.findByUsername(username);
      if (!user) throw new Error(`${username} was not stored`);
      await users.update(user.id, { status: 'active' });
    }
    // No connection of this process stays open across the crash: on SQLite the restarted
    // server alone must recover the write-ahead log, as it would in production.
    setup = undefined;
    await database.close();

    const tokens: string[] = [];
    for (const username of usernames) {
      const login = await post(server.url, '/checkLogin.do', {
        username,
        password: seal(PASSWORD),
        code: CAPTCHA,
      });
      expect(login.code, login.msg).toBe(1);
      tokens.push((login.data as { token: string }).token);
    }

    // Every reader writes concurrently; the server is killed once a third of the writes are in.
    const acknowledged = new Map<string, string>();
    const refused: string[] = [];
    let answered = 0;
    const total = READERS * COMMENTS_EACH;
    let killed = false;
    const writers = tokens.map(async (token, reader) => {
      for (let n = 0; n < COMMENTS_EACH; n += 1) {
        const text = `reader ${String(reader)} note ${String(n)}`;
        let res: Envelope;
        try {
          res = await post(
            server.url,
            '/people/comment/save.do',
            { contentId, content: text },
            token,
          );
        } catch {
          // The connection died with the server: this write's outcome is unknown, not promised.
          return;
        }
        answered += 1;
        if (res.code === 1) acknowledged.set((res.data as { id: string }).id, text);
        else refused.push(res.msg);
        if (!killed && answered >= total / 3) {
          killed = true;
          void server.kill();
        }
      }
    });
    await Promise.all(writers);
    await server.kill();
    expect(killed).toBe(true);
    expect(server.child.signalCode).toBe('SIGKILL');
    // Refusals would mean the load measured something other than writes.
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(total);

    // Restarted on the same data: the crash must have cost nothing that was promised.
    second = await startServerProcess({ ...target.env, TEST_CAPTCHA: CAPTCHA });
    const visible = new Map<string, string>();
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await post(second.url, '/comment/list.do', { contentId, pageNo, pageSize: 50 });
      expect(page.code, page.msg).toBe(1);
      const { rows, total: count } = page.data as CommentPage;
      for (const row of rows) visible.set(row.id, row.content);
      if (rows.length === 0 || visible.size >= count) break;
    }
    for (const [id, text] of acknowledged) expect(visible.get(id), `comment ${id}`).toBe(text);

    const check = target.connect();
    try {
      const stored = await check.db
        .selectFrom('comments')
        .select(['id', 'user_id', 'body'])
        .where('content_id', '=', Number(contentId))
        .execute();
      const bodies = stored.map((r) => r.body);
      expect(new Set(bodies).size, 'no write is stored twice').toBe(bodies.length);
      for (const [id, text] of acknowledged)
        expect(stored.find((r) => String(r.id) === id)?.body).toBe(text);
      const orphans = await check.db
        .selectFrom('comments')
        .leftJoin('users', 'users.id', 'comments.user_id')
        .select('comments.id')
        .where('users.id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
      if (check.dialect === 'sqlite') {
        const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
          check.db,
        );
        expect(integrity.rows.map((r) => r.integrity_check)).toEqual(['ok']);
        const foreignKeys = await sql`PRAGMA foreign_key_check`.execute(check.db);
        expect(foreignKeys.rows).toEqual([]);
      }
    } finally {
      await check.close();
    }
  } finally {
    await setup?.close();
    await first?.kill();
    await second?.stop();
    await target.dispose();
  }
}

const postgres = testEngines().find((engine) => engine.name === 'postgres');

describe('durability: comments acknowledged under load survive a SIGKILL of the server', () => {
  it('on SQLite (write-ahead log recovered, integrity check ok)', async () => {
    await killMidLoadAndRestart(sqliteTarget());
  }, 60_000);

  // Runs whenever TEST_DATABASE_URL names a PostgreSQL server (CI always sets it).
  it.skipIf(!postgres)(
    'on PostgreSQL',
    async () => {
      if (!postgres) return;
      await killMidLoadAndRestart(await postgresTarget(postgres));
    },
    60_000,
  );
});
