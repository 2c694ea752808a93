import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A site's banned words and the items whose comments wait for approval. */
export class ModerationSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async bannedWords(siteId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('banned_words')
      .select('word')
      .where('site_id', '=', siteId)
      .orderBy('word')
      .execute();
    return rows.map((r) => r.word);
  }

  async replaceBannedWords(siteId: number, words: readonly string[], now: string): Promise<void> {
    await this.db.deleteFrom('banned_words').where('site_id', '=', siteId).execute();
    if (words.length > 0)
      await this.db
        .insertInto('banned_words')
        .values(words.map((word) => ({ site_id: siteId, word, created_at: now })))
        .execute();
  }

  async premoderatedItems(siteId: number): Promise<{ id: number; title: string }[]> {
    return this.db
      .selectFrom('premoderated_items')
      .innerJoin('content', 'content.id', 'premoderated_items.content_id')
      .select(['content.id as id', 'content.title as title'])
      .where('premoderated_items.site_id', '=', siteId)
      .orderBy('premoderated_items.created_at', 'desc')
      .execute();
  }

  async isPremoderated(contentId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('premoderated_items')
      .select('content_id')
      .where('content_id', '=', contentId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Turns an item's pre-moderation on or off; true when this changed it. */
  async setPremoderated(
    contentId: number,
    siteId: number,
    on: boolean,
    now: string,
  ): Promise<boolean> {
    const was = await this.isPremoderated(contentId);
    if (was === on) return false;
    if (on)
      await this.db
        .insertInto('premoderated_items')
        .values({ content_id: contentId, site_id: siteId, created_at: now })
        .execute();
    else
      await this.db.deleteFrom('premoderated_items').where('content_id', '=', contentId).execute();
    return true;
  }
}
