import type { Kysely } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { Database } from '../db/schema.ts';

/** A reader's likes and collections of content items. */
export class AttentionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async exists(userId: number, contentId: number, type: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('attention_logs')
      .select('id')
      .where('user_id', '=', userId)
      .where('content_id', '=', contentId)
      .where('type', '=', type)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Adds once; true when this call added it (the item's counter moves only then). */
  async add(
    userId: number,
    siteId: number,
    contentId: number,
    type: string,
    now: string,
  ): Promise<boolean> {
    if (await this.exists(userId, contentId, type)) return false;
    await this.db
      .insertInto('attention_logs')
      .values({ user_id: userId, site_id: siteId, content_id: contentId, type, created_at: now })
      .execute();
    await this.bump(contentId, type, 1);
    return true;
  }

  async remove(userId: number, contentId: number, type: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('attention_logs')
      .where('user_id', '=', userId)
      .where('content_id', '=', contentId)
      .where('type', '=', type)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await this.bump(contentId, type, -1);
    return true;
  }

  private async bump(contentId: number, type: string, by: number): Promise<void> {
    const column = type === 'like' ? 'like_count' : 'collect_count';
    await this.db
      .updateTable('content')
      .set((eb) => ({ [column]: eb(column, '+', by) }))
      .where('id', '=', contentId)
      .execute();
  }

  async listContentIds(
    userId: number,
    siteId: number,
    type: string,
    paging: Paging,
  ): Promise<{ ids: number[]; total: number }> {
    const query = this.db
      .selectFrom('attention_logs')
      .where('user_id', '=', userId)
      .where('site_id', '=', siteId)
      .where('type', '=', type);
    const [rows, count] = await Promise.all([
      query
        .select('content_id')
        .orderBy('id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { ids: rows.map((r) => r.content_id), total: count.n };
  }

  async count(userId: number, type: string): Promise<number> {
    const row = await this.db
      .selectFrom('attention_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .executeTakeFirstOrThrow();
    return row.n;
  }
}
