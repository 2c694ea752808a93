import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Rows made per day (UTC) from `fromDay` on, of the tables the dashboard charts. */
export class DailyCountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async perDay(
    table: 'users' | 'comments',
    siteIds: readonly number[],
    fromDay: string,
  ): Promise<Map<string, number>> {
    // Times are ISO text: the day is their first ten characters on either engine.
    const day = sql<string>`substr(created_at, 1, 10)`;
    const rows = await this.db
      .selectFrom(table)
      .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('n')])
      .where('site_id', 'in', siteIds.length ? siteIds : [-1])
      .where('created_at', '>=', fromDay)
      .groupBy(day)
      .execute();
    return new Map(rows.map((r) => [r.day, r.n]));
  }
}
