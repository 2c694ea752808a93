import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  LiveBroadcastsTable,
  LiveMessagesTable,
  LiveSegmentsTable,
} from '../db/schema.ts';

export type LiveBroadcast = Selectable<LiveBroadcastsTable>;
type LiveMessage = Selectable<LiveMessagesTable>;
type LiveSegment = Selectable<LiveSegmentsTable>;

export class LiveRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<LiveBroadcastsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('live_broadcasts')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async insertSegments(rows: Insertable<LiveSegmentsTable>[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('live_segments').values(rows).execute();
  }

  async insertMessages(rows: Insertable<LiveMessagesTable>[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('live_messages').values(rows).execute();
  }

  async list(siteId: number): Promise<LiveBroadcast[]> {
    return this.db
      .selectFrom('live_broadcasts')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('publish_status', '=', 'published')
      .orderBy('start_time', 'desc')
      .execute();
  }

  async find(siteId: number, id: number): Promise<LiveBroadcast | undefined> {
    return this.db
      .selectFrom('live_broadcasts')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('publish_status', '=', 'published')
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async segments(liveId: number): Promise<LiveSegment[]> {
    return this.db
      .selectFrom('live_segments')
      .selectAll()
      .where('live_id', '=', liveId)
      .orderBy('sort')
      .execute();
  }

  /**
   * Messages posted up to `now` (scheduled ones appear as their time comes), newest first. With
   * `after`, only messages that came after that one — by time, then id — so a poll misses none.
   */
  async messages(
    liveId: number,
    now: string,
    after: { createdAt: string; id: number } | undefined,
    limit: number,
  ): Promise<LiveMessage[]> {
    let query = this.db
      .selectFrom('live_messages')
      .selectAll()
      .where('live_id', '=', liveId)
      .where('created_at', '<=', now);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '>', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
        ]),
      );
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async message(liveId: number, id: number): Promise<LiveMessage | undefined> {
    return this.db
      .selectFrom('live_messages')
      .selectAll()
      .where('live_id', '=', liveId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async addView(id: number): Promise<void> {
    await this.db
      .updateTable('live_broadcasts')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
}
