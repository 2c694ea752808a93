import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * A consistent copy of the SQLite database taken while the server keeps running: `VACUUM INTO`
 * reads one snapshot inside a transaction (writers go on in the WAL) and writes a compact,
 * self-contained file, which is then checked with SQLite's integrity check. PostgreSQL is backed
 * up with its own tools.
 */
export async function backupDatabase(
  database: DatabaseHandle,
  target: string,
): Promise<{ file: string; bytes: number }> {
  if (database.dialect !== 'sqlite')
    throw new Error('backup: the database is PostgreSQL; back it up with pg_dump (see README)');
  const file = resolve(target);
  if (existsSync(file)) throw new Error(`backup: ${file} already exists; choose a new file name`);
  await sql`VACUUM INTO ${file}`.execute(database.db);
  const copy = new SQLite(file, { readonly: true });
  try {
    const result: unknown = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new Error(`backup: the copy failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
  return { file, bytes: statSync(file).size };
}
