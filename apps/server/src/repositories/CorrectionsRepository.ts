import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ItemCorrectionsTable } from '../db/schema.ts';

export type CorrectionRow = Selectable<ItemCorrectionsTable>;

/** A site's public note with the published item it is on. */
export interface SiteCorrectionRow {
  content_id: number;
  title: string;
  kind: string;
  text: string;
  created_at: string;
}

/** Public correction and update notes of items (migration 0032). */
export class CorrectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<ItemCorrectionsTable>): Promise<void> {
    await this.db.insertInto('item_corrections').values(row).execute();
  }

  /** The items' notes, oldest first. */
  async ofItems(contentIds: readonly number[]): Promise<CorrectionRow[]> {
    if (contentIds.length === 0) return [];
    return this.db
      .selectFrom('item_corrections')
      .selectAll()
      .where('content_id', 'in', contentIds)
      .orderBy('id')
      .execute();
  }

  /**
   * The site's notes on items readers can open now (published, dated no later than `now`),
   * newest first: the same rule of what is published as every read of the reader API.
   */
  async ofSite(siteId: number, now: string, limit: number): Promise<SiteCorrectionRow[]> {
    return this.db
      .selectFrom('item_corrections')
      .innerJoin('content', 'content.id', 'item_corrections.content_id')
      .select([
        'item_corrections.content_id',
        'content.title',
        'item_corrections.kind',
        'item_corrections.text',
        'item_corrections.created_at',
      ])
      .where('item_corrections.site_id', '=', siteId)
      .where('content.site_id', '=', siteId)
      .where('content.status', '=', 'published')
      .where('content.publish_date', '<=', now)
      .orderBy('item_corrections.id', 'desc')
      .limit(limit)
      .execute();
  }
}
