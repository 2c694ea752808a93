import type { Insertable, Kysely } from 'kysely';
import { deleteOldestRows } from './deleteOldestRows.ts';
import type { AccessStatisticsTable, Database } from '../db/schema.ts';

export class AccessStatisticsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(row: Insertable<AccessStatisticsTable>): Promise<void> {
    await this.db.insertInto('access_statistics').values(row).execute();
  }

  async countSince(siteId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('access_statistics')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Removes at most `limit` page views recorded before `before`, oldest first; how many. */
  async deleteBefore(before: string, limit: number): Promise<number> {
    return deleteOldestRows(this.db, 'access_statistics', before, limit);
  }
}
