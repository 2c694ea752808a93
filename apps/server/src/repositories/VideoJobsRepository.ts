import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, VideoJobsTable } from '../db/schema.ts';

export type VideoJobRow = Selectable<VideoJobsTable>;

/** Video jobs: claimed with a lease, renewed by a heartbeat, finished by their lease holder only. */
export class VideoJobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<VideoJobsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('video_jobs')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async find(id: number): Promise<VideoJobRow | undefined> {
    return this.db.selectFrom('video_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The newest job of an item: the video it plays now. */
  async latestFor(contentId: number): Promise<VideoJobRow | undefined> {
    return this.db
      .selectFrom('video_jobs')
      .selectAll()
      .where('content_id', '=', contentId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async attach(id: number, contentId: number): Promise<void> {
    await this.db
      .updateTable('video_jobs')
      .set({ content_id: contentId })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Takes the oldest job that is waiting, or running under a lease that ran out (its server
   * stopped), for `owner` until `leaseUntil`. The candidate is re-checked in the UPDATE itself,
   * so of several servers claiming at once only one gets a job; the others get it next time.
   * With `node`, only jobs whose source is on that server's disk (or on no server in particular).
   */
  async claim(
    owner: string,
    now: string,
    leaseUntil: string,
    node?: string,
  ): Promise<VideoJobRow | undefined> {
    let candidates = this.db.selectFrom('video_jobs').select('id');
    if (node !== undefined)
      candidates = candidates.where((eb) =>
        eb.or([eb('source_node', 'is', null), eb('source_node', '=', node)]),
      );
    const candidate = await candidates
      .where((eb) =>
        eb.or([
          eb('state', '=', 'queued'),
          eb.and([
            eb('state', '=', 'running'),
            eb('lease_expires_at', '<', now),
            eb('attempts', '<', eb.ref('max_attempts')),
          ]),
        ]),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    return this.db
      .updateTable('video_jobs')
      .set((eb) => ({
        state: 'running',
        lease_owner: owner,
        lease_expires_at: leaseUntil,
        attempts: eb('attempts', '+', 1),
        progress: 0,
        stage: 'queued',
        updated_at: now,
      }))
      .where('id', '=', candidate.id)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'queued'),
          eb.and([
            eb('state', '=', 'running'),
            eb('lease_expires_at', '<', now),
            eb('attempts', '<', eb.ref('max_attempts')),
          ]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Jobs whose lease ran out after their last attempt: nobody will take them again. */
  async failExhausted(now: string, error: string): Promise<number> {
    const result = await this.db
      .updateTable('video_jobs')
      .set({ state: 'failed', error, lease_owner: null, updated_at: now, finished_at: now })
      .where('state', '=', 'running')
      .where('lease_expires_at', '<', now)
      .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Changes a job this owner still holds; false when the lease was lost (it ran out and another
   * server took the job), so the caller stops its work.
   */
  async updateHeld(
    id: number,
    owner: string,
    changes: Updateable<VideoJobsTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('video_jobs')
      .set(changes)
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
