import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Reads of items counted per day (UTC), for the dashboard's most read lists. */
export class DailyReadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(contentId: number, siteId: number, day: string): Promise<void> {
    await this.db
      .insertInto('content_daily_reads')
      .values({ content_id: contentId, site_id: siteId, day, reads: 1 })
      .onConflict((oc) =>
        oc.columns(['content_id', 'day']).doUpdateSet((eb) => ({
          reads: eb('content_daily_reads.reads', '+', 1),
        })),
      )
      .execute();
  }

  /** The most read items of the sites from `fromDay` on (inclusive), most reads first. */
  async mostRead(siteIds: readonly number[], fromDay: string, limit: number) {
    return this.db
      .selectFrom('content_daily_reads')
      .innerJoin('content', 'content.id', 'content_daily_reads.content_id')
      .select((eb) => [
        'content.id as id',
        'content.site_id as site_id',
        'content.title as title',
        eb.fn.sum<number>('content_daily_reads.reads').as('reads'),
      ])
      .where('content_daily_reads.site_id', 'in', siteIds.length ? siteIds : [-1])
      .where('content_daily_reads.day', '>=', fromDay)
      .groupBy(['content.id', 'content.site_id', 'content.title'])
      .orderBy('reads', 'desc')
      .orderBy('content.id', 'desc')
      .limit(limit)
      .execute();
  }
}
