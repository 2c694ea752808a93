import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { startServerProcess, type ServerProcess } from '../testing/startServerProcess.ts';
import { backupDatabase } from './backupDatabase.ts';

const run = promisify(execFile);
const SERVER_DIR = resolve(import.meta.dirname, '../..');

/** `npm run admin -- backup <file>` on the SQLite database in `dir`, as an operator runs it. */
async function backupCommand(
  dir: string,
  target: string,
  databaseUrl?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  delete env['DATABASE_URL'];
  if (databaseUrl) env['DATABASE_URL'] = databaseUrl;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', 'backup', target],
      { cwd: SERVER_DIR, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function rows(file: string, query: string): unknown[] {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare(query).all();
  } finally {
    db.close();
  }
}

const en = siteByLang('en');

describe('backup and restore of the SQLite database', () => {
  let dir: string;
  let backups: string;
  let server: ServerProcess;
  const live = (): string => join(dir, 'news.sqlite');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-backup-'));
    backups = mkdtempSync(join(tmpdir(), 'news-backups-'));
    const database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database);
    await seedDemoContent(database.db, { dataDir: dir, dialect: 'sqlite', sites: [en] });
    await database.close();
    // Two writers send feedback from one address, past the feedback door's budget: this is
    // about the backup, and the door's own budget is tested in security/doorLimits.test.ts.
    server = await startServerProcess({
      DATA_DIR: dir,
      RATE_LIMITS: 'feedback.address=100000/3600',
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(backups, { recursive: true, force: true });
  });

  it('copies a consistent snapshot while the running server takes writes', async () => {
    // Writes come from the server process, so they really run beside the backup's connection.
    // Paced to stay under SQLite's automatic checkpoint (1000 pages): the newest rows then live
    // only in the write-ahead log, where a plain copy of the database file would miss them.
    let acknowledged = 0;
    const writing = { on: true };
    const writers = Array.from({ length: 2 }, async (_, writer) => {
      for (let n = 0; writing.on; n += 1) {
        const res = await fetch(`${server.url}/enapi/feedback/submitFeedback`, {
          method: 'POST',
          headers: { ...signedHeaders('en'), 'content-type': 'application/json' },
          body: JSON.stringify({ content: `writer ${String(writer)} note ${String(n)}` }),
        });
        const body = (await res.json()) as { code: number };
        expect(body.code).toBe(1);
        acknowledged += 1;
        await new Promise((r) => setTimeout(r, 10));
      }
    });
    while (acknowledged < 30) await new Promise((r) => setTimeout(r, 5));
    const copy = join(backups, 'under-writes.sqlite');
    const database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    const acknowledgedBeforeBackup = acknowledged;
    try {
      await backupDatabase(database, copy);
    } finally {
      await database.close();
    }
    while (acknowledged < acknowledgedBeforeBackup + 20) await new Promise((r) => setTimeout(r, 5));
    writing.on = false;
    await Promise.all(writers);
    expect(rows(copy, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);

    // One snapshot: the copy's feedback is exactly the first rows of the live table, no gaps,
    // with every write answered before the backup began.
    const copied = rows(copy, 'select id, body from feedback order by id');
    const current = rows(live(), 'select id, body from feedback order by id');
    expect(copied.length).toBeGreaterThanOrEqual(acknowledgedBeforeBackup);
    expect(copied.length).toBeLessThan(current.length);
    expect(copied).toEqual(current.slice(0, copied.length));
    // Everything else is as it is live, table by table.
    const tables = rows(
      live(),
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> 'feedback' order by name",
    ) as { name: string }[];
    expect(tables.length).toBeGreaterThan(10);
    // Some tables (the search index) have no rowid to order by: compare them as sorted rows.
    const table = (file: string, name: string): string[] =>
      rows(file, `select * from "${name}"`)
        .map((row) => JSON.stringify(row))
        .sort();
    for (const { name } of tables) expect(table(copy, name), name).toEqual(table(live(), name));

    // The copy opens as the app opens it, with its schema already at the newest migration.
    const opened = mkdtempSync(join(tmpdir(), 'news-backup-open-'));
    copyFileSync(copy, join(opened, 'news.sqlite'));
    const reopened = openDatabase({ databaseUrl: undefined, dataDir: opened });
    try {
      expect(await migrateToLatest(reopened)).toEqual([]);
    } finally {
      await reopened.close();
      rmSync(opened, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses, in words: an existing file, a missing folder, PostgreSQL, no database', async () => {
    const taken = join(backups, 'taken.sqlite');
    copyFileSync(live(), taken);
    const existing = await backupCommand(dir, taken);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain(`backup: ${taken} already exists; choose a new file name`);
    const nowhere = await backupCommand(dir, join(backups, 'no-such-folder', 'copy.sqlite'));
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('does not exist; create it first');

    // Refused before connecting: no server answers at this address.
    const postgres = await backupCommand(
      dir,
      join(backups, 'pg.sqlite'),
      'postgres://news@127.0.0.1:9/news',
    );
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toContain('points at PostgreSQL');
    expect(postgres.stderr).toContain('pg_dump');
    const database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      const handle: DatabaseHandle = { ...database, dialect: 'postgres' };
      await expect(backupDatabase(handle, join(backups, 'pg.sqlite'))).rejects.toThrow(/pg_dump/);
    } finally {
      await database.close();
    }
    expect(existsSync(join(backups, 'pg.sqlite'))).toBe(false);

    // A wrong DATA_DIR is named, not backed up as a new empty database.
    const empty = mkdtempSync(join(tmpdir(), 'news-backup-empty-'));
    const missing = await backupCommand(empty, join(backups, 'empty.sqlite'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('there is no database at');
    expect(existsSync(join(empty, 'news.sqlite'))).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  }, 60_000);

  it('restores: stop, put the copy in place, start; the server answers with the copied data', async () => {
    const item = (await (
      await fetch(`${server.url}/enapi/cms/content/commonList?pageSize=1`, {
        headers: signedHeaders('en'),
      })
    ).json()) as { data: { rows: { id: string }[]; total: number } };
    const id = Number(item.data.rows[0]?.id);
    const rename = async (title: string): Promise<void> => {
      const database = openDatabase({ databaseUrl: undefined, dataDir: dir });
      try {
        await new ContentRepository(database.db).update(id, { title });
      } finally {
        await database.close();
      }
    };
    await rename('Kept by the backup');
    const copy = join(backups, 'restore.sqlite');
    expect((await backupCommand(dir, copy)).code).toBe(0);
    await rename('Written after the backup');

    // The README's steps: stop, move the database and its -wal/-shm aside, copy, start.
    await server.stop();
    const aside = join(dir, 'before-restore');
    mkdirSync(aside);
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(live() + suffix))
        renameSync(live() + suffix, join(aside, `news.sqlite${suffix}`));
    copyFileSync(copy, live());
    // Two writers send feedback from one address, past the feedback door's budget: this is
    // about the backup, and the door's own budget is tested in security/doorLimits.test.ts.
    server = await startServerProcess({
      DATA_DIR: dir,
      RATE_LIMITS: 'feedback.address=100000/3600',
    });

    const detail = (await (
      await fetch(`${server.url}/enapi/cms/content/commonDetail?id=${String(id)}`, {
        headers: signedHeaders('en'),
      })
    ).json()) as { code: number; data: { title: string } };
    expect(detail.code).toBe(1);
    expect(detail.data.title).toBe('Kept by the backup');
    const list = (await (
      await fetch(`${server.url}/enapi/cms/content/commonList?pageSize=1`, {
        headers: signedHeaders('en'),
      })
    ).json()) as { code: number; data: { total: number } };
    expect(list.code).toBe(1);
    expect(list.data.total).toBe(item.data.total);
  }, 60_000);
});
