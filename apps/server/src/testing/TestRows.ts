import type { Insertable, Kysely } from 'kysely';
import type {
  AdsTable,
  CategoriesTable,
  CommentsTable,
  ContentTable,
  Database,
  FeedbackTable,
  LiveBroadcastsTable,
  ReportsTable,
  SpecialsTable,
  StaffTable,
  UsersTable,
  VideoCollectionsTable,
  VideoJobsTable,
} from '../db/schema.ts';
import type { TestClock } from './TestClock.ts';

/** The English site: its row exists from the first migration on. */
export const TEST_SITE_ID = 38;

const HOUR = 3_600_000;

/**
 * Rows with every column a test does not care about filled in, written straight to the tables
 * (not through the repositories under test). Each call returns the new row's id; keys and
 * usernames are unique within a run.
 */
export class TestRows {
  #serial = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: TestClock,
  ) {}

  #next(): number {
    this.#serial += 1;
    return this.#serial;
  }

  async category(fields: Partial<Insertable<CategoriesTable>> = {}): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('categories')
      .values({
        site_id: TEST_SITE_ID,
        parent_id: null,
        key: `channel-${String(n)}`,
        title: `Channel ${String(n)}`,
        kind: 'news',
        is_tab: 1,
        is_home_column: 0,
        sort: n,
        domain: '',
        latitude: null,
        longitude: null,
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A published TUWEN item, a minute old, in a new channel unless one is given. */
  async item(fields: Partial<Insertable<ContentTable>> = {}): Promise<number> {
    const n = this.#next();
    const siteId = fields.site_id ?? TEST_SITE_ID;
    const categoryId = fields.category_id ?? (await this.category({ site_id: siteId }));
    const row = await this.db
      .insertInto('content')
      .values({
        site_id: siteId,
        category_id: categoryId,
        key: `item-${String(n)}`,
        publish_type: 'TUWEN',
        title: `Item ${String(n)}`,
        description: `About item ${String(n)}`,
        status: 'published',
        publish_date: this.clock.iso(-60_000),
        created_at: this.clock.iso(-HOUR),
        updated_at: this.clock.iso(-HOUR),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async user(fields: Partial<Insertable<UsersTable>> = {}): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('users')
      .values({
        username: `reader_${String(n)}`,
        password_hash: 'not-a-password',
        status: 'active',
        name: `Reader ${String(n)}`,
        site_id: TEST_SITE_ID,
        created_at: this.clock.iso(-HOUR),
        updated_at: this.clock.iso(-HOUR),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async comment(
    fields: Partial<Insertable<CommentsTable>> & { content_id: number; user_id: number },
  ): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('comments')
      .values({
        site_id: TEST_SITE_ID,
        parent_id: null,
        reply_to_user_id: null,
        body: `Comment ${String(n)}`,
        created_at: this.clock.iso(),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A broadcast that follows the clock: upcoming in an hour unless told otherwise. */
  async live(fields: Partial<Insertable<LiveBroadcastsTable>> = {}): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('live_broadcasts')
      .values({
        site_id: TEST_SITE_ID,
        key: `live-${String(n)}`,
        title: `Broadcast ${String(n)}`,
        description: '',
        host: 'Host',
        cover_img: '',
        status: 'preview',
        start_time: this.clock.iso(HOUR),
        end_time: this.clock.iso(2 * HOUR),
        stream_url: `/media/live/${String(n)}.m3u8`,
        replay_url: `/media/replay/${String(n)}.mp4`,
        created_at: this.clock.iso(-HOUR),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async special(fields: Partial<Insertable<SpecialsTable>> = {}): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('specials')
      .values({
        site_id: TEST_SITE_ID,
        key: `topic-${String(n)}`,
        title: `Topic ${String(n)}`,
        description: '',
        banner_img: '',
        cover_img: '',
        is_banner: 0,
        sort: n,
        publish_date: this.clock.iso(-HOUR),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async collection(fields: Partial<Insertable<VideoCollectionsTable>> = {}): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('video_collections')
      .values({
        site_id: TEST_SITE_ID,
        key: `collection-${String(n)}`,
        title: `Collection ${String(n)}`,
        description: '',
        cover: `/media/cover-${String(n)}.jpg`,
        sort: n,
        created_at: this.clock.iso(-HOUR),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** An ad running from an hour ago to an hour from now. */
  async ad(fields: Partial<Insertable<AdsTable>> = {}): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('ads')
      .values({
        site_id: TEST_SITE_ID,
        position: 'banner',
        title: `Ad ${String(n)}`,
        description: '',
        img: `/media/ad-${String(n)}.jpg`,
        url: 'https://example.com/',
        display_seconds: 3,
        frequency: 'daily',
        sort: n,
        start_at: this.clock.iso(-HOUR),
        end_at: this.clock.iso(HOUR),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** An active staff member (an editor unless told), working on the sites given. */
  async staff(
    fields: Partial<Insertable<StaffTable>> = {},
    siteIds: readonly number[] = [TEST_SITE_ID],
  ): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('staff')
      .values({
        username: `staff.${String(n)}`,
        password_hash: 'not-a-password',
        role: 'editor',
        must_change_password: 0,
        created_at: this.clock.iso(-HOUR),
        updated_at: this.clock.iso(-HOUR),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (siteIds.length > 0)
      await this.db
        .insertInto('staff_sites')
        .values(siteIds.map((siteId) => ({ staff_id: row.id, site_id: siteId })))
        .execute();
    return row.id;
  }

  /** Feedback sent now, from a reader when one is given. */
  async feedback(fields: Partial<Insertable<FeedbackTable>> = {}): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('feedback')
      .values({
        user_id: null,
        site_id: TEST_SITE_ID,
        body: `Feedback ${String(n)}`,
        created_at: this.clock.iso(),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** An open report, made now. */
  async report(
    fields: Partial<Insertable<ReportsTable>> &
      Pick<Insertable<ReportsTable>, 'user_id' | 'target_type' | 'target_id'>,
  ): Promise<number> {
    const row = await this.db
      .insertInto('reports')
      .values({
        site_id: TEST_SITE_ID,
        reason: 'spamAd',
        created_at: this.clock.iso(),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A queued video job of the site, made now. */
  async videoJob(fields: Partial<Insertable<VideoJobsTable>> = {}): Promise<number> {
    const n = this.#next();
    const row = await this.db
      .insertInto('video_jobs')
      .values({
        site_id: TEST_SITE_ID,
        content_id: null,
        source_path: `/tmp/video-${String(n)}.upload`,
        source_name: `video-${String(n)}.mp4`,
        source_bytes: 1000,
        state: 'queued',
        stage: 'queued',
        created_by: null,
        created_at: this.clock.iso(),
        updated_at: this.clock.iso(),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
