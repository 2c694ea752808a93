import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  Database,
  LiveIngestLogTable,
  LiveIngestSegmentsTable,
  LiveIngestsTable,
} from '../db/schema.ts';

export type LiveIngestRow = Selectable<LiveIngestsTable>;
export type LiveIngestSegmentRow = Selectable<LiveIngestSegmentsTable>;
export type LiveIngestLogRow = Selectable<LiveIngestLogTable>;

/** A broadcast's ingest: its key and encoder state, its stored segments and its log (issue 27). */
export class LiveIngestRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(liveId: number): Promise<LiveIngestRow | undefined> {
    return this.db
      .selectFrom('live_ingests')
      .selectAll()
      .where('live_id', '=', liveId)
      .executeTakeFirst();
  }

  async byKey(streamKey: string): Promise<LiveIngestRow | undefined> {
    return this.db
      .selectFrom('live_ingests')
      .selectAll()
      .where('stream_key', '=', streamKey)
      .executeTakeFirst();
  }

  /** Makes the row when there is none; another instance's concurrent insert wins harmlessly. */
  async ensure(row: Insertable<LiveIngestsTable>): Promise<LiveIngestRow> {
    await this.db
      .insertInto('live_ingests')
      .values(row)
      .onConflict((oc) => oc.column('live_id').doNothing())
      .execute();
    const found = await this.find(row.live_id);
    if (!found) throw new Error('live ingest row vanished');
    return found;
  }

  /** The item that opens the broadcast: what readers' caches know it by. */
  async itemOf(liveId: number): Promise<{ id: number; site_id: number } | undefined> {
    return this.db
      .selectFrom('content')
      .select(['id', 'site_id'])
      .where('live_id', '=', liveId)
      .executeTakeFirst();
  }

  async update(liveId: number, set: Updateable<LiveIngestsTable>): Promise<void> {
    await this.db.updateTable('live_ingests').set(set).where('live_id', '=', liveId).execute();
  }

  /** Broadcasts whose encoder is on or just dropped: the ones a sweep may have to end. */
  async active(): Promise<LiveIngestRow[]> {
    return this.db
      .selectFrom('live_ingests')
      .selectAll()
      .where('state', 'in', ['live', 'reconnecting'])
      .execute();
  }

  async countActive(): Promise<number> {
    const row = await this.db
      .selectFrom('live_ingests')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('state', 'in', ['live', 'reconnecting'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async addSegment(row: Insertable<LiveIngestSegmentsTable>): Promise<void> {
    await this.db.insertInto('live_ingest_segments').values(row).execute();
  }

  async lastSeq(liveId: number, rendition: string): Promise<number> {
    const row = await this.db
      .selectFrom('live_ingest_segments')
      .select((eb) => eb.fn.max<number | string | null>('seq').as('seq'))
      .where('live_id', '=', liveId)
      .where('rendition', '=', rendition)
      .executeTakeFirst();
    return row?.seq == null ? -1 : Number(row.seq);
  }

  /** The newest `limit` segments of a rendition, oldest first. */
  async newestSegments(
    liveId: number,
    rendition: string,
    limit: number,
  ): Promise<LiveIngestSegmentRow[]> {
    const rows = await this.db
      .selectFrom('live_ingest_segments')
      .selectAll()
      .where('live_id', '=', liveId)
      .where('rendition', '=', rendition)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  async hasSegments(liveId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('live_ingest_segments')
      .select('id')
      .where('live_id', '=', liveId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Discontinuity marks of a rendition before `seq`: what a sliding window has let go of. */
  async discontinuitiesBefore(liveId: number, rendition: string, seq: number): Promise<number> {
    const row = await this.db
      .selectFrom('live_ingest_segments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('live_id', '=', liveId)
      .where('rendition', '=', rendition)
      .where('seq', '<', seq)
      .where('discontinuity', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async allSegments(liveId: number): Promise<LiveIngestSegmentRow[]> {
    return this.db
      .selectFrom('live_ingest_segments')
      .selectAll()
      .where('live_id', '=', liveId)
      .orderBy('rendition')
      .orderBy('seq')
      .execute();
  }

  async log(liveId: number, at: string, event: string, detail: string): Promise<void> {
    await this.db
      .insertInto('live_ingest_log')
      .values({ live_id: liveId, at, event, detail })
      .execute();
  }

  async logEntries(liveId: number, limit: number): Promise<LiveIngestLogRow[]> {
    return this.db
      .selectFrom('live_ingest_log')
      .selectAll()
      .where('live_id', '=', liveId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
