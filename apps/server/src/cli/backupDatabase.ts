import { existsSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * A consistent copy of the SQLite database taken while the server keeps running: `VACUUM INTO`
 * reads one snapshot inside a read transaction (in WAL mode the server's writers go on meanwhile)
 * and writes a compact, self-contained file with no `-wal` beside it, so the copy can be moved
 * as one file. The copy is checked with SQLite's integrity check before it is reported as made;
 * a copy that fails is deleted, so no one restores from it. PostgreSQL has its own tools.
 */
export const POSTGRES_BACKUP_REFUSAL =
  'backup: DATABASE_URL points at PostgreSQL; this command copies the SQLite database only. Back PostgreSQL up with pg_dump (see README, "Backup and restore")';

export async function backupDatabase(
  database: DatabaseHandle,
  target: string,
): Promise<{ file: string; bytes: number }> {
  if (database.dialect !== 'sqlite') throw new Error(POSTGRES_BACKUP_REFUSAL);
  const file = resolve(target);
  if (existsSync(file)) throw new Error(`backup: ${file} already exists; choose a new file name`);
  if (!existsSync(dirname(file)))
    throw new Error(`backup: the folder ${dirname(file)} does not exist; create it first`);
  await sql`VACUUM INTO ${file}`.execute(database.db);
  const copy = new SQLite(file, { readonly: true });
  let result: unknown;
  try {
    result = copy.pragma('integrity_check', { simple: true });
  } finally {
    copy.close();
  }
  if (result !== 'ok') {
    rmSync(file, { force: true });
    throw new Error(`backup: the copy failed its integrity check (${String(result)}); deleted it`);
  }
  return { file, bytes: statSync(file).size };
}
