import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  LiveBroadcastsTable,
  LiveMessagesTable,
  SpecialsTable,
  VideoCollectionsTable,
} from '../db/schema.ts';

export type SpecialRow = Selectable<SpecialsTable>;
export type CollectionRow = Selectable<VideoCollectionsTable>;
export type LiveRow = Selectable<LiveBroadcastsTable>;
export type HostPostRow = Selectable<LiveMessagesTable>;

type LinkedTable = 'specials' | 'video_collections' | 'live_broadcasts';

/**
 * What topic, collection and live items open — a `specials`, `video_collections` or
 * `live_broadcasts` row — as the console writes them, whatever their publish status (the
 * readers' repositories see published ones only).
 */
export class LinkedEntitiesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async setPublishStatus(table: LinkedTable, id: number, status: string): Promise<void> {
    await this.db.updateTable(table).set({ publish_status: status }).where('id', '=', id).execute();
  }

  // Topics.

  async special(id: number): Promise<SpecialRow | undefined> {
    return this.db.selectFrom('specials').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertSpecial(row: Insertable<SpecialsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('specials')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async updateSpecial(id: number, row: Partial<Insertable<SpecialsTable>>): Promise<void> {
    await this.db.updateTable('specials').set(row).where('id', '=', id).execute();
  }

  async sections(specialId: number): Promise<{ title: string; itemIds: number[] }[]> {
    const sections = await this.db
      .selectFrom('special_sections')
      .select(['id', 'title'])
      .where('special_id', '=', specialId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const items =
      sections.length === 0
        ? []
        : await this.db
            .selectFrom('special_section_items')
            .select(['section_id', 'content_id'])
            .where(
              'section_id',
              'in',
              sections.map((s) => s.id),
            )
            .orderBy('sort')
            .execute();
    return sections.map((section) => ({
      title: section.title,
      itemIds: items.filter((i) => i.section_id === section.id).map((i) => i.content_id),
    }));
  }

  async replaceSections(
    specialId: number,
    sections: readonly { title: string; itemIds: readonly number[] }[],
  ): Promise<void> {
    const old = this.db
      .selectFrom('special_sections')
      .select('id')
      .where('special_id', '=', specialId);
    await this.db.deleteFrom('special_section_items').where('section_id', 'in', old).execute();
    await this.db.deleteFrom('special_sections').where('special_id', '=', specialId).execute();
    for (const [sort, section] of sections.entries()) {
      const { id } = await this.db
        .insertInto('special_sections')
        .values({ special_id: specialId, title: section.title, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A section lists an item once, in the place it first appears.
      const ids = [...new Set(section.itemIds)];
      if (ids.length > 0)
        await this.db
          .insertInto('special_section_items')
          .values(
            ids.map((contentId, position) => ({
              section_id: id,
              content_id: contentId,
              sort: position,
            })),
          )
          .execute();
    }
  }

  // Video collections.

  async collection(id: number): Promise<CollectionRow | undefined> {
    return this.db
      .selectFrom('video_collections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertCollection(row: Insertable<VideoCollectionsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('video_collections')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async updateCollection(
    id: number,
    row: Partial<Insertable<VideoCollectionsTable>>,
  ): Promise<void> {
    await this.db.updateTable('video_collections').set(row).where('id', '=', id).execute();
  }

  /** The collection's videos in their order. */
  async collectionVideoIds(collectionId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('content')
      .select('id')
      .where('collection_id', '=', collectionId)
      .where('publish_type', '=', 'SHIPING')
      .orderBy('collection_position')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** The item that opens a collection (its SHIPINGLIST item; the first, should there be two). */
  async collectionItemId(collectionId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('content')
      .select('id')
      .where('publish_type', '=', 'SHIPINGLIST')
      .where('collection_id', '=', collectionId)
      .orderBy('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Makes exactly these videos the collection's, in this order; others leave it. */
  async setCollectionVideos(collectionId: number, videoIds: readonly number[]): Promise<void> {
    let leaving = this.db
      .updateTable('content')
      .set({ collection_id: null, collection_position: 0 })
      // The collection's own item points at it too, and stays.
      .where('publish_type', '=', 'SHIPING')
      .where('collection_id', '=', collectionId);
    if (videoIds.length > 0) leaving = leaving.where('id', 'not in', videoIds);
    await leaving.execute();
    for (const [position, id] of videoIds.entries())
      await this.db
        .updateTable('content')
        .set({ collection_id: collectionId, collection_position: position })
        .where('id', '=', id)
        .where('publish_type', '=', 'SHIPING')
        .execute();
  }

  /** Puts a video at the end of a collection, or takes it out (null). */
  async moveVideo(videoId: number, collectionId: number | null): Promise<void> {
    if (collectionId === null) {
      await this.db
        .updateTable('content')
        .set({ collection_id: null, collection_position: 0 })
        .where('id', '=', videoId)
        .execute();
      return;
    }
    const last = await this.db
      .selectFrom('content')
      .select((eb) => eb.fn.max('collection_position').as('n'))
      .where('collection_id', '=', collectionId)
      .where('publish_type', '=', 'SHIPING')
      .executeTakeFirst();
    await this.db
      .updateTable('content')
      .set({ collection_id: collectionId, collection_position: (last?.n ?? -1) + 1 })
      .where('id', '=', videoId)
      .execute();
  }

  // Live broadcasts.

  async live(id: number): Promise<LiveRow | undefined> {
    return this.db
      .selectFrom('live_broadcasts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertLive(row: Insertable<LiveBroadcastsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('live_broadcasts')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async updateLive(id: number, row: Partial<Insertable<LiveBroadcastsTable>>): Promise<void> {
    await this.db.updateTable('live_broadcasts').set(row).where('id', '=', id).execute();
  }

  async segments(liveId: number): Promise<{ title: string; offset_seconds: number }[]> {
    return this.db
      .selectFrom('live_segments')
      .select(['title', 'offset_seconds'])
      .where('live_id', '=', liveId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async replaceSegments(
    liveId: number,
    segments: readonly { title: string; offsetSeconds: number }[],
  ): Promise<void> {
    await this.db.deleteFrom('live_segments').where('live_id', '=', liveId).execute();
    if (segments.length > 0)
      await this.db
        .insertInto('live_segments')
        .values(
          segments.map((s, sort) => ({
            live_id: liveId,
            title: s.title,
            offset_seconds: s.offsetSeconds,
            sort,
          })),
        )
        .execute();
  }

  /** The host's posts, newest first. */
  async hostPosts(liveId: number): Promise<HostPostRow[]> {
    return this.db
      .selectFrom('live_messages')
      .selectAll()
      .where('live_id', '=', liveId)
      .where('kind', '=', 'host')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async hostPost(liveId: number, id: number): Promise<HostPostRow | undefined> {
    return this.db
      .selectFrom('live_messages')
      .selectAll()
      .where('live_id', '=', liveId)
      .where('id', '=', id)
      .where('kind', '=', 'host')
      .executeTakeFirst();
  }

  async insertHostPost(row: Insertable<LiveMessagesTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('live_messages')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async deleteHostPost(id: number): Promise<void> {
    await this.db.deleteFrom('live_messages').where('id', '=', id).execute();
  }
}
