import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface FollowRow {
  kind: string;
  value: string;
}

/** The subjects readers follow on each site (migration 0029). */
export class FollowsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What the reader follows on the site, oldest first. */
  async list(userId: number, siteId: number): Promise<FollowRow[]> {
    return this.db
      .selectFrom('reader_follows')
      .select(['kind', 'value'])
      .where('user_id', '=', userId)
      .where('site_id', '=', siteId)
      .orderBy('id')
      .execute();
  }

  /** Adds the subjects not followed yet; following one twice is a no-op (the unique key). */
  async add(
    userId: number,
    siteId: number,
    rows: readonly FollowRow[],
    now: string,
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('reader_follows')
      .values(
        rows.map((row) => ({
          user_id: userId,
          site_id: siteId,
          kind: row.kind,
          value: row.value,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'site_id', 'kind', 'value']).doNothing())
      .execute();
  }

  async remove(userId: number, siteId: number, row: FollowRow): Promise<void> {
    await this.db
      .deleteFrom('reader_follows')
      .where('user_id', '=', userId)
      .where('site_id', '=', siteId)
      .where('kind', '=', row.kind)
      .where('value', '=', row.value)
      .execute();
  }

  /** Everything a reader follows, on every site: their personal data goes when the account does. */
  async removeAll(userId: number): Promise<void> {
    await this.db.deleteFrom('reader_follows').where('user_id', '=', userId).execute();
  }
}
