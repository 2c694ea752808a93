import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import type pg from 'pg';
import type { DialectName } from './dialect.ts';
import { buildMigrations } from './migrations/migrations.ts';
import { statementCache } from './statementCache.ts';
import type { Database } from './schema.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the SQLite file lives (undefined on PostgreSQL). */
  sqlitePath: string | undefined;
  close(): Promise<void>;
}

interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir; `:memory:` for a private in-memory database. */
  sqliteFile?: string;
}

let postgresClient: typeof pg | undefined;

/**
 * node-postgres, loaded when a PostgreSQL database is first opened: a server on SQLite does not
 * carry it (a few MB of its memory).
 */
function loadPostgresClient(): typeof pg {
  if (!postgresClient) {
    postgresClient = createRequire(import.meta.url)('pg') as typeof pg;
    // PostgreSQL returns bigint (COUNT, SUM) as strings by default; our counts fit in a JS number.
    postgresClient.types.setTypeParser(postgresClient.types.builtins.INT8, (value: string) =>
      Number.parseInt(value, 10),
    );
  }
  return postgresClient;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new (loadPostgresClient().Pool)({
      connectionString: options.databaseUrl,
      max: 10,
    });
    // An idle connection the server drops (restart, fail-over, admin) must not take the process
    // down: the pool replaces it on the next query.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', sqlitePath: undefined, close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? 'news.sqlite';
  let path = ':memory:';
  if (file !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    path = join(options.dataDir, file);
  }
  const sqlite = new SQLite(path);
  // WAL lets readers go on while a write commits; NORMAL sync is durable in WAL mode except for
  // the last transactions before a power loss, which is the usual trade for a news site.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: statementCache(sqlite) }),
  });
  return {
    db,
    dialect: 'sqlite',
    sqlitePath: file === ':memory:' ? undefined : path,
    close: () => db.destroy(),
  };
}

/** Brings the schema to the newest migration; returns the names applied now. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrations = buildMigrations(handle.dialect);
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
