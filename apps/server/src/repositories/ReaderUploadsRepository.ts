import type { Kysely, Selectable } from 'kysely';
import type { Database, ReaderUploadsTable } from '../db/schema.ts';

export type ReaderUploadRow = Selectable<ReaderUploadsTable>;

/** Readers' picture uploads, and what each reader uploaded per day (the daily quota). */
export class ReaderUploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one more file of `bytes` on the reader's `day`, unless that would take the day past
   * `limits`: false then, and nothing is counted. One conditional UPDATE, so servers counting
   * the same reader at once never let the day past its limits together.
   */
  async reserveQuota(
    userId: number,
    day: string,
    bytes: number,
    limits: { files: number; bytes: number },
  ): Promise<boolean> {
    await this.db
      .insertInto('upload_quota_days')
      .values({ user_id: userId, day, files: 0, bytes: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
    const result = await this.db
      .updateTable('upload_quota_days')
      .set((eb) => ({ files: eb('files', '+', 1), bytes: eb('bytes', '+', bytes) }))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('files', '<', limits.files)
      .where('bytes', '<=', limits.bytes - bytes)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Forgets the quota days before `day`: only today's counts matter. */
  async forgetQuotaBefore(day: string): Promise<void> {
    await this.db.deleteFrom('upload_quota_days').where('day', '<', day).execute();
  }

  /** Records an upload, or starts its grace period again when the reader uploaded it before. */
  async record(userId: number, path: string, bytes: number, now: string): Promise<void> {
    await this.db
      .insertInto('reader_uploads')
      .values({ user_id: userId, path, bytes, created_at: now, checked_at: null })
      .onConflict((oc) =>
        oc.columns(['user_id', 'path']).doUpdateSet({ created_at: now, checked_at: null }),
      )
      .execute();
  }

  /**
   * Whether the reader uploaded `path`; when so, its grace period starts again, so a sweeper
   * that has not yet removed it will not (its removal is conditional on the old time).
   */
  async touchOwn(userId: number, path: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('reader_uploads')
      .set({ created_at: now, checked_at: null })
      .where('user_id', '=', userId)
      .where('path', '=', path)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Takes up to `limit` uploads older than `before` that nobody looked at since `before`,
   * marking them looked at `now`. Each row is taken by one UPDATE that re-checks it, so of
   * several servers sweeping at once only one takes a given upload.
   */
  async claimStale(before: string, now: string, limit: number): Promise<ReaderUploadRow[]> {
    const candidates = await this.db
      .selectFrom('reader_uploads')
      .selectAll()
      .where('created_at', '<', before)
      .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', before)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    const claimed: ReaderUploadRow[] = [];
    for (const row of candidates) {
      const result = await this.db
        .updateTable('reader_uploads')
        .set({ checked_at: now })
        .where('id', '=', row.id)
        .where('created_at', '<', before)
        .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', before)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) claimed.push({ ...row, checked_at: now });
    }
    return claimed;
  }

  /** Deletes the row unless its upload was made (or used) again since `before`. */
  async deleteStale(id: number, before: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('reader_uploads')
      .where('id', '=', id)
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Whether any reader's upload is recorded at `path`. */
  async anyAt(path: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('reader_uploads')
      .select('id')
      .where('path', '=', path)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
