import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What readers get from a library row: the notes and the focal point (percent, 0–100). */
export interface PictureNoteRow {
  url: string;
  alt: string;
  caption: string;
  credit: string;
  focus_x: number;
  focus_y: number;
}

/**
 * The media library as readers' responses read it (issue 26): the rows of one site for the
 * addresses a response holds, in one query. The library's write side is elsewhere; this reads
 * only what a reader may see.
 */
export class PictureNotesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The site's rows among `urls` (addresses without a focus fragment); none asked, no query. */
  async find(siteId: number, urls: readonly string[]): Promise<PictureNoteRow[]> {
    if (urls.length === 0) return [];
    return this.db
      .selectFrom('pictures')
      .select(['url', 'alt', 'caption', 'credit', 'focus_x', 'focus_y'])
      .where('site_id', '=', siteId)
      .where('url', 'in', [...new Set(urls)])
      .execute();
  }
}
