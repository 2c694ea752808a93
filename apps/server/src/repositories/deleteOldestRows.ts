import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Tables of rows anyone may write, kept for a while (services/site/RecordRetention.ts). */
type RetainedTable = 'access_statistics' | 'shares';

/**
 * Removes at most `limit` rows written before `before`, oldest first, in one statement; how
 * many. Rows are written in time order, so the oldest ids come first and the scan stops early.
 */
export async function deleteOldestRows(
  db: Kysely<Database>,
  table: RetainedTable,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom(table)
    .where(
      'id',
      'in',
      db.selectFrom(table).select('id').where('created_at', '<', before).orderBy('id').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
