import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CategoriesTable, Database } from '../db/schema.ts';

export type Category = Selectable<CategoriesTable>;

export class CategoriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<CategoriesTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('categories')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Top-level channels of a site in display order; children when parentId is given. */
  async list(siteId: number, parentId: number | null = null): Promise<Category[]> {
    let query = this.db.selectFrom('categories').selectAll().where('site_id', '=', siteId);
    query =
      parentId === null
        ? query.where('parent_id', 'is', null)
        : query.where('parent_id', '=', parentId);
    return query.orderBy('sort').orderBy('id').execute();
  }

  async listAll(siteId: number): Promise<Category[]> {
    return this.db
      .selectFrom('categories')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async findByKey(siteId: number, key: string): Promise<Category | undefined> {
    return this.db
      .selectFrom('categories')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async find(siteId: number, id: number): Promise<Category | undefined> {
    return this.db
      .selectFrom('categories')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async update(id: number, changes: Updateable<CategoriesTable>): Promise<void> {
    await this.db.updateTable('categories').set(changes).where('id', '=', id).execute();
  }

  /** How many items each channel of the site holds, by channel id. */
  async itemCounts(siteId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('content')
      .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
      .where('site_id', '=', siteId)
      .groupBy('category_id')
      .execute();
    return new Map(rows.map((r) => [r.category_id, r.n]));
  }
}
