import type { Kysely, Selectable } from 'kysely';
import type { ContentRevisionsTable, Database } from '../db/schema.ts';

export type RevisionRow = Selectable<ContentRevisionsTable>;

/** Every saved state of an item, numbered from 1. */
export class RevisionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds the next revision. Run inside the transaction that changed the item: its row is
   * already locked there, so two saves of one item cannot take the same number (and the unique
   * constraint refuses it if they did).
   */
  async append(row: Omit<RevisionRow, 'id' | 'revision'>): Promise<number> {
    const last = await this.db
      .selectFrom('content_revisions')
      .select((eb) => eb.fn.max('revision').as('n'))
      .where('content_id', '=', row.content_id)
      .executeTakeFirst();
    const revision = (last?.n ?? 0) + 1;
    await this.db
      .insertInto('content_revisions')
      .values({ ...row, revision })
      .execute();
    return revision;
  }

  /** Newest first, without their snapshots. */
  async list(contentId: number): Promise<Omit<RevisionRow, 'snapshot'>[]> {
    return this.db
      .selectFrom('content_revisions')
      .select([
        'id',
        'content_id',
        'revision',
        'action',
        'title',
        'staff_id',
        'staff_name',
        'created_at',
      ])
      .where('content_id', '=', contentId)
      .orderBy('revision', 'desc')
      .execute();
  }

  async find(contentId: number, revision: number): Promise<RevisionRow | undefined> {
    return this.db
      .selectFrom('content_revisions')
      .selectAll()
      .where('content_id', '=', contentId)
      .where('revision', '=', revision)
      .executeTakeFirst();
  }

  /** The item's newest revision number, or undefined when it has none (seeded, imported). */
  async latest(contentId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('content_revisions')
      .select((eb) => eb.fn.max('revision').as('n'))
      .where('content_id', '=', contentId)
      .executeTakeFirst();
    return row?.n ?? undefined;
  }
}
