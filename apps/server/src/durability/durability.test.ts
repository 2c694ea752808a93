import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { signedHeaders, TEST_SIGN_SECRET } from '../testing/signedHeaders.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../..');
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

/** The real server as `npm start` runs it, in its own process, on a free port. */
async function startServerProcess(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SIGN_SECRET: TEST_SIGN_SECRET,
      TEST_CAPTCHA: CAPTCHA,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
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
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${String(code)}:\n${output}`));
    });
  });
  return { url, child };
}

/**
 * Writes acknowledged with code 1 survive the server being killed mid-load (SIGKILL: no
 * shutdown hooks, no flush), and the database comes back intact, on both engines.
 */
describe.each(testEngines())('durability on $name', (engine) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let contentId = '';

  beforeAll(async () => {
    database = await engine.open();
    const seedDir = mkdtempSync(join(tmpdir(), 'news-seed-'));
    await seedDemoContent(database.db, {
      dataDir: seedDir,
      dialect: database.dialect,
      sites: [siteByLang('en')],
    });
    rmSync(seedDir, { recursive: true, force: true });
    env = {
      ...database.cliEnv,
      DATA_DIR: database.cliEnv['DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'news-dur-')),
    };
    const row = await database.db
      .selectFrom('content')
      .select('id')
      .where('site_id', '=', siteByLang('en').id)
      .where('publish_type', '=', 'TUWEN')
      .where('comment_enabled', '=', 1)
      .executeTakeFirstOrThrow();
    contentId = String(row.id);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('keeps every acknowledged comment after a SIGKILL mid-load', async () => {
    const first = await startServerProcess(env);
    const post = async (
      base: string,
      path: string,
      body: Record<string, unknown>,
      token?: string,
    ): Promise<Envelope> => {
      const res = await fetch(`${base}/enapi${path}`, {
        method: 'POST',
        headers: {
          ...signedHeaders('en', token ? { token } : {}),
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Envelope;
    };
    const key = (
      (await (
        await fetch(`${first.url}/enapi/gov/publicKey/getPublicKey.do`, {
          headers: signedHeaders('en'),
        })
      ).json()) as { data: { publicKey: string } }
    ).data.publicKey;
    const seal = (text: string): string =>
      publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(text),
      ).toString('base64');

    const tokens: string[] = [];
    for (let i = 0; i < READERS; i += 1) {
      const username = `durable_${String(i)}`;
      const registered = await post(first.url, '/register.do', {
        username,
        password: seal(PASSWORD),
        confirmPassword: seal(PASSWORD),
        code: CAPTCHA,
        question: 'firstPet',
        answer: 'Mimi',
      });
      expect(registered.code, registered.msg).toBe(1);
      await database.db
        .updateTable('users')
        .set({ status: 'active' })
        .where('username', '=', username)
        .execute();
      const login = await post(first.url, '/checkLogin.do', {
        username,
        password: seal(PASSWORD),
        code: CAPTCHA,
      });
      expect(login.code, login.msg).toBe(1);
      tokens.push((login.data as { token: string }).token);
    }

    // Every reader writes concurrently; the server is killed once a third of the writes are in.
    const acknowledged: string[] = [];
    let answered = 0;
    const total = READERS * COMMENTS_EACH;
    let killed = false;
    const writers = tokens.map(async (token, reader) => {
      for (let n = 0; n < COMMENTS_EACH; n += 1) {
        try {
          const res = await post(
            first.url,
            '/people/comment/save.do',
            { contentId, content: `reader ${String(reader)} note ${String(n)}` },
            token,
          );
          answered += 1;
          if (res.code === 1) acknowledged.push((res.data as { id: string }).id);
        } catch {
          // The connection died with the server: this write's outcome is unknown, not promised.
          return;
        }
        if (!killed && answered >= total / 3) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(writers);
    await new Promise((done) => {
      if (first.child.exitCode !== null || first.child.signalCode !== null) done(null);
      else first.child.once('exit', done);
    });
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(total);

    // Back up on the same data: every acknowledged comment is there, and the store is sound.
    const second = await startServerProcess(env);
    try {
      const stored = await database.db
        .selectFrom('comments')
        .select('id')
        .where('id', 'in', acknowledged.map(Number))
        .execute();
      expect(stored.map((r) => String(r.id)).sort()).toEqual([...acknowledged].sort());
      if (database.dialect === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
          database.db,
        );
        expect(check.rows[0]?.integrity_check).toBe('ok');
      }
      const list = await post(second.url, '/comment/list.do', { contentId, pageSize: 50 });
      expect(list.code).toBe(1);
      expect((list.data as { total: number }).total).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((done) => second.child.once('exit', done));
    }
  }, 120_000);
});
