import type { DatabaseHandle } from '../db/database.ts';
import { PostgresSearchIndex } from './PostgresSearchIndex.ts';
import type { SearchIndex } from './SearchIndex.ts';
import { SqliteSearchIndex } from './SqliteSearchIndex.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The search index of the database's engine, over `db` (which may be a transaction). */
export function createSearchIndex(
  dialect: DatabaseHandle['dialect'],
  db: Kysely<Database>,
): SearchIndex {
  return dialect === 'postgres' ? new PostgresSearchIndex(db) : new SqliteSearchIndex(db);
}
