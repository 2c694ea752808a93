import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { startTestServer } from '../testing/testServer.ts';
import { backupDatabase } from './backupDatabase.ts';

const run = promisify(execFile);

/** The environment of an operator command on the SQLite database in `dir`. */
function sqliteEnv(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  delete env['DATABASE_URL'];
  return env;
}
const SERVER_DIR = resolve(import.meta.dirname, '../..');

describe('backup and restore of the SQLite database', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-backup-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database);
    await seedDemoContent(database.db, {
      dataDir: dir,
      dialect: 'sqlite',
      sites: [siteByLang('en')],
    });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a consistent snapshot while writes go on', async () => {
    const before = await database.db
      .selectFrom('content')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // An object, so the loop sees the change made after the backup (a plain let reads as constant).
    const writing = { on: true };
    let written = 0;
    const writer = (async () => {
      while (writing.on) {
        await database.db
          .insertInto('feedback')
          .values({
            site_id: siteByLang('en').id,
            user_id: null,
            body: `note ${String(written)}`,
            contact: '',
            created_at: new Date().toISOString(),
          })
          .execute();
        written += 1;
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    await new Promise((r) => setTimeout(r, 30));
    const copy = await backupDatabase(database, join(dir, 'backup-1.sqlite'));
    writing.on = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(copy.bytes).toBeGreaterThan(10_000);

    const restored = new SQLite(copy.file, { readonly: true });
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    const content = restored.prepare('select count(*) as n from content').get() as { n: number };
    expect(content.n).toBe(before.n);
    // Every feedback row in the copy is one that was written, in order, with no gaps.
    const notes = restored.prepare('select body from feedback order by id').all() as {
      body: string;
    }[];
    expect(notes.map((n) => n.body)).toEqual(notes.map((_, i) => `note ${String(i)}`));
    expect(notes.length).toBeLessThanOrEqual(written);
    restored.close();
  });

  it('refuses to overwrite a file, and PostgreSQL, with a clear message', async () => {
    await expect(backupDatabase(database, join(dir, 'backup-1.sqlite'))).rejects.toThrow(
      /already exists/,
    );
    await expect(
      backupDatabase({ ...database, dialect: 'postgres' }, join(dir, 'pg.sqlite')),
    ).rejects.toThrow(/pg_dump/);
  });

  it('restores: a server started on the copy answers with the same content', async () => {
    const copy = join(dir, 'backup-2.sqlite');
    // Through the operator command, as the README says to run it.
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', 'backup', copy],
      {
        cwd: SERVER_DIR,
        env: sqliteEnv(dir),
      },
    );
    expect(stdout).toContain('backup written');
    expect(existsSync(copy)).toBe(true);

    const restoreDir = mkdtempSync(join(tmpdir(), 'news-restore-'));
    copyFileSync(copy, join(restoreDir, 'news.sqlite'));
    const restoredDb = openDatabase({ databaseUrl: undefined, dataDir: restoreDir });
    await migrateToLatest(restoredDb);
    const server = await startTestServer(restoredDb);
    try {
      const res = await fetch(`${server.baseUrl}/enapi/cms/content/commonList?pageSize=5`, {
        headers: signedHeaders('en'),
      });
      const body = (await res.json()) as { code: number; data: { total: number } };
      expect(body.code).toBe(1);
      const original = await database.db
        .selectFrom('content')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('site_id', '=', siteByLang('en').id)
        .executeTakeFirstOrThrow();
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.total).toBeLessThanOrEqual(original.n);
    } finally {
      await server.close();
      await restoredDb.close();
      rmSync(restoreDir, { recursive: true, force: true });
    }
  }, 60_000);
});
