import type { Kysely } from 'kysely';
import type { Database, SitesTable } from '../db/schema.ts';

export class SitesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<SitesTable[]> {
    return this.db.selectFrom('sites').selectAll().orderBy('id').execute();
  }

  async find(id: number): Promise<SitesTable | undefined> {
    return this.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Creates the site row or updates its name and URL; never touches `seeded_at`. */
  async upsert(site: { id: number; lang: string; name: string; appUrl: string }): Promise<void> {
    const existing = await this.find(site.id);
    if (existing) {
      await this.db
        .updateTable('sites')
        .set({ name: site.name, app_url: site.appUrl })
        .where('id', '=', site.id)
        .execute();
      return;
    }
    await this.db
      .insertInto('sites')
      .values({
        id: site.id,
        lang: site.lang,
        name: site.name,
        app_url: site.appUrl,
        seeded_at: null,
      })
      .execute();
  }

  /**
   * Writes the row of every site the table lacks, with the site's name.
   * A language added to the contract after the database was made gets its row at the next start;
   * several servers starting together may both try, and the second insert changes nothing.
   */
  async ensureRows(sites: readonly { id: number; lang: string; name: string }[]): Promise<void> {
    if (sites.length === 0) return;
    await this.db
      .insertInto('sites')
      .values(
        sites.map((site) => ({
          id: site.id,
          lang: site.lang,
          name: site.name,
          app_url: '',
          seeded_at: null,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  async markSeeded(id: number, at: string): Promise<void> {
    await this.db.updateTable('sites').set({ seeded_at: at }).where('id', '=', id).execute();
  }
}
