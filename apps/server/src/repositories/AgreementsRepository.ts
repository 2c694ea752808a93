import type { Kysely, Selectable } from 'kysely';
import type { AgreementsTable, Database } from '../db/schema.ts';

export type AgreementRow = Selectable<AgreementsTable>;

/** A site's agreement texts: every version kept, the newest in force. */
export class AgreementsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async current(siteId: number, kind: string): Promise<AgreementRow | undefined> {
    return this.db
      .selectFrom('agreements')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('kind', '=', kind)
      .orderBy('version', 'desc')
      .executeTakeFirst();
  }

  /** Newest first. */
  async versions(siteId: number, kind: string): Promise<AgreementRow[]> {
    return this.db
      .selectFrom('agreements')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('kind', '=', kind)
      .orderBy('version', 'desc')
      .execute();
  }

  async insert(row: Omit<AgreementRow, 'id'>): Promise<void> {
    await this.db.insertInto('agreements').values(row).execute();
  }
}
