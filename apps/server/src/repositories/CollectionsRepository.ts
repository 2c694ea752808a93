import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, VideoCollectionsTable } from '../db/schema.ts';

export type VideoCollection = Selectable<VideoCollectionsTable>;

export class CollectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<VideoCollectionsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('video_collections')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async list(siteId: number): Promise<VideoCollection[]> {
    return this.db
      .selectFrom('video_collections')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('publish_status', '=', 'published')
      .orderBy('sort')
      .execute();
  }

  async find(siteId: number, id: number): Promise<VideoCollection | undefined> {
    return this.db
      .selectFrom('video_collections')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('publish_status', '=', 'published')
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
