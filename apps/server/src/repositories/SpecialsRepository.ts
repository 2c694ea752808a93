import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SpecialSectionsTable, SpecialsTable } from '../db/schema.ts';

export type Special = Selectable<SpecialsTable>;
type SpecialSection = Selectable<SpecialSectionsTable>;

export class SpecialsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<SpecialsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('specials')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async insertSection(
    row: Insertable<SpecialSectionsTable>,
    contentIds: readonly number[],
  ): Promise<number> {
    const { id } = await this.db
      .insertInto('special_sections')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (contentIds.length > 0) {
      await this.db
        .insertInto('special_section_items')
        .values(
          contentIds.map((contentId, sort) => ({ section_id: id, content_id: contentId, sort })),
        )
        .execute();
    }
    return id;
  }

  async list(siteId: number, bannerOnly = false): Promise<Special[]> {
    let query = this.db
      .selectFrom('specials')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('publish_status', '=', 'published');
    if (bannerOnly) query = query.where('is_banner', '=', 1);
    return query.orderBy('sort').orderBy('publish_date', 'desc').execute();
  }

  async find(siteId: number, id: number): Promise<Special | undefined> {
    return this.db
      .selectFrom('specials')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('publish_status', '=', 'published')
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async sections(specialId: number): Promise<SpecialSection[]> {
    return this.db
      .selectFrom('special_sections')
      .selectAll()
      .where('special_id', '=', specialId)
      .orderBy('sort')
      .execute();
  }

  /** Content ids of a section, in the editors' order. */
  async sectionItemIds(sectionId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('special_section_items')
      .select('content_id')
      .where('section_id', '=', sectionId)
      .orderBy('sort')
      .execute();
    return rows.map((r) => r.content_id);
  }
}
