import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';

/** Kept: the five site rows (migration 0008) and the migrator's own bookkeeping. */
const KEPT = new Set(['sites', 'kysely_migration', 'kysely_migration_lock']);

/**
 * Deletes every row the tests can have written, so each test of a file starts from the migrated,
 * empty database without paying for a new one.
 */
export async function emptyTables(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  if (database.dialect === 'postgres') {
    const { rows } = await sql<{
      name: string;
    }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(db);
    const names = rows.map((r) => r.name).filter((name) => !KEPT.has(name));
    // DELETE with foreign-key triggers off, on one connection: TRUNCATE of every table costs
    // hundreds of milliseconds per test even when the tables are empty.
    await db.connection().execute(async (connection) => {
      await sql`SET session_replication_role = replica`.execute(connection);
      try {
        for (const name of names) await sql`DELETE FROM ${sql.table(name)}`.execute(connection);
      } finally {
        await sql`SET session_replication_role = DEFAULT`.execute(connection);
      }
    });
    return;
  }
  const { rows } = await sql<{
    name: string;
    ddl: string | null;
  }>`SELECT name, sql AS ddl FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(
    db,
  );
  // A full-text table keeps its rows in shadow tables named after it: emptying it empties them.
  const virtual = rows.filter((r) => r.ddl?.startsWith('CREATE VIRTUAL TABLE')).map((r) => r.name);
  const names = rows
    .map((r) => r.name)
    .filter((name) => !KEPT.has(name) && !virtual.some((v) => name.startsWith(`${v}_`)));
  // Triggers that refuse deletes (the append-only audit log) are lifted while the tables are
  // emptied and put back as they were, as PostgreSQL's replica role above does for its triggers.
  const { rows: guards } = await sql<{
    name: string;
    ddl: string;
  }>`SELECT name, sql AS ddl FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%BEFORE DELETE%'`.execute(
    db,
  );
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    for (const guard of guards) await sql`DROP TRIGGER ${sql.id(guard.name)}`.execute(db);
    for (const name of names) await sql`DELETE FROM ${sql.table(name)}`.execute(db);
  } finally {
    for (const guard of guards) await sql.raw(guard.ddl).execute(db);
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
