import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { ContentImagesTable, ContentTable, Database } from '../db/schema.ts';

export type ContentRow = Selectable<ContentTable>;
export type ContentImageRow = Selectable<ContentImagesTable>;

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface ContentFilter {
  categoryIds?: readonly number[];
  publishTypes?: readonly string[];
  headline?: boolean;
  banner?: boolean;
  collectionId?: number;
}

export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<ContentTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('content')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async insertImages(rows: Insertable<ContentImagesTable>[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('content_images').values(rows).execute();
  }

  async find(siteId: number, id: number): Promise<ContentRow | undefined> {
    return this.db
      .selectFrom('content')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst();
  }

  async images(contentId: number): Promise<ContentImageRow[]> {
    return this.db
      .selectFrom('content_images')
      .selectAll()
      .where('content_id', '=', contentId)
      .orderBy('position')
      .execute();
  }

  /** Published items of a site, newest first, with the total for paging. */
  async list(
    siteId: number,
    filter: ContentFilter,
    paging: Paging,
    now: string,
  ): Promise<Page<ContentRow>> {
    let query = this.db
      .selectFrom('content')
      .where('site_id', '=', siteId)
      .where('status', '=', 'published')
      .where('publish_date', '<=', now);
    if (filter.categoryIds)
      query = query.where(
        'category_id',
        'in',
        filter.categoryIds.length ? filter.categoryIds : [-1],
      );
    if (filter.publishTypes)
      query = query.where(
        'publish_type',
        'in',
        filter.publishTypes.length ? filter.publishTypes : [''],
      );
    if (filter.headline !== undefined)
      query = query.where('is_headline', '=', filter.headline ? 1 : 0);
    if (filter.banner !== undefined) query = query.where('is_banner', '=', filter.banner ? 1 : 0);
    if (filter.collectionId !== undefined)
      query = query.where('collection_id', '=', filter.collectionId);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('publish_date', 'desc')
        .orderBy('id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }

  async addHits(id: number, by = 1): Promise<void> {
    await this.db
      .updateTable('content')
      .set((eb) => ({ hit: eb('hit', '+', by) }))
      .where('id', '=', id)
      .execute();
  }
}
