import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { ContentImagesTable, ContentTable, Database } from '../db/schema.ts';
import { hasTag } from './hasTag.ts';

export type ContentRow = Selectable<ContentTable> & {
  category_title: string;
  category_domain: string;
};
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
  excludeIds?: readonly number[];
  /** Leave out feed advertisements (items that open an ad's URL): they are placements, not news. */
  excludeAds?: boolean;
  /** Only items published at or after this time. */
  publishedSince?: string;
  /** Only items of any of these subjects (a Following feed, a tag page, an author page). */
  anyOf?: Subjects;
}

/** Subjects an item may belong to: its channel, a topic that lists it, its tags, its author. */
export interface Subjects {
  categoryIds?: readonly number[];
  topicIds?: readonly number[];
  tags?: readonly string[];
  authors?: readonly string[];
}

/** What a sitemap needs of an item: its address, its kind, its title and its dates. */
export type ContentLink = Pick<
  Selectable<ContentTable>,
  'id' | 'publish_type' | 'title' | 'publish_date' | 'updated_at'
>;

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

  async update(id: number, row: Partial<Insertable<ContentTable>>): Promise<void> {
    await this.db.updateTable('content').set(row).where('id', '=', id).execute();
  }

  async insertImages(rows: Insertable<ContentImagesTable>[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('content_images').values(rows).execute();
  }

  async replaceImages(contentId: number, rows: Insertable<ContentImagesTable>[]): Promise<void> {
    await this.db.deleteFrom('content_images').where('content_id', '=', contentId).execute();
    await this.insertImages(rows);
  }

  async findByKey(
    siteId: number,
    key: string,
  ): Promise<{ id: number; source_hash: string } | undefined> {
    return this.db
      .selectFrom('content')
      .select(['id', 'source_hash'])
      .where('site_id', '=', siteId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  private published(
    siteId: number,
    now: string,
  ): SelectQueryBuilder<Database, 'content' | 'categories', ContentRow> {
    return this.db
      .selectFrom('content')
      .innerJoin('categories', 'categories.id', 'content.category_id')
      .selectAll('content')
      .select(['categories.title as category_title', 'categories.domain as category_domain'])
      .where('content.site_id', '=', siteId)
      .where('content.status', '=', 'published')
      .where('content.publish_date', '<=', now);
  }

  /** A published item of the site, or nothing (another site's ids are not found). */
  async find(siteId: number, id: number, now: string): Promise<ContentRow | undefined> {
    return this.published(siteId, now).where('content.id', '=', id).executeTakeFirst();
  }

  async findMany(siteId: number, ids: readonly number[], now: string): Promise<ContentRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.published(siteId, now).where('content.id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ContentRow => r !== undefined);
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
    // Without the categories join, the count reads only the covering indexes of migration 0005:
    // a joined count visits every matching row and grows with the site (100,000 items).
    const query = this.filtered(siteId, filter, now);
    const [rows, count] = await Promise.all([
      this.withCategories(
        siteId,
        this.newestFirst(query)
          .limit(paging.pageSize)
          .offset((paging.pageNo - 1) * paging.pageSize)
          .execute(),
      ),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }

  /**
   * The newest published items of a site, without a total: for the home page's banner,
   * headlines and sections and for related items, where no one pages and a count of a large
   * site would cost more than the rows.
   */
  async newest(
    siteId: number,
    filter: ContentFilter,
    limit: number,
    now: string,
  ): Promise<ContentRow[]> {
    return this.withCategories(
      siteId,
      this.newestFirst(this.filtered(siteId, filter, now))
        .limit(limit)
        .execute(),
    );
  }

  /**
   * The published items of a site as links, newest first, for sitemaps: the same rule of what is
   * published as every list of the reader API, without the bodies a sitemap has no use for.
   */
  async links(
    siteId: number,
    filter: ContentFilter,
    paging: Paging,
    now: string,
  ): Promise<ContentLink[]> {
    return this.filtered(siteId, filter, now)
      .select([
        'content.id',
        'content.publish_type',
        'content.title',
        'content.publish_date',
        'content.updated_at',
      ])
      .orderBy('content.publish_date', 'desc')
      .orderBy('content.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute();
  }

  /** The tags and authors of the newest published items, for the sitemap of their pages. */
  async subjectsOfNewest(
    siteId: number,
    filter: ContentFilter,
    limit: number,
    now: string,
  ): Promise<Pick<Selectable<ContentTable>, 'tags' | 'author' | 'publish_date' | 'updated_at'>[]> {
    return this.filtered(siteId, filter, now)
      .select(['content.tags', 'content.author', 'content.publish_date', 'content.updated_at'])
      .orderBy('content.publish_date', 'desc')
      .orderBy('content.id', 'desc')
      .limit(limit)
      .execute();
  }

  private filtered(
    siteId: number,
    filter: ContentFilter,
    now: string,
  ): SelectQueryBuilder<Database, 'content', object> {
    let query = this.db
      .selectFrom('content')
      .where('content.site_id', '=', siteId)
      .where('content.status', '=', 'published')
      .where('content.publish_date', '<=', now);
    if (filter.categoryIds)
      query = query.where(
        'content.category_id',
        'in',
        filter.categoryIds.length ? filter.categoryIds : [-1],
      );
    if (filter.publishTypes)
      query = query.where(
        'content.publish_type',
        'in',
        filter.publishTypes.length ? filter.publishTypes : [''],
      );
    if (filter.headline !== undefined)
      query = query.where('content.is_headline', '=', filter.headline ? 1 : 0);
    if (filter.banner !== undefined)
      query = query.where('content.is_banner', '=', filter.banner ? 1 : 0);
    if (filter.collectionId !== undefined)
      query = query.where('content.collection_id', '=', filter.collectionId);
    if (filter.excludeIds?.length) query = query.where('content.id', 'not in', filter.excludeIds);
    if (filter.excludeAds) query = query.where('content.ads_url', '=', '');
    if (filter.publishedSince !== undefined)
      query = query.where('content.publish_date', '>=', filter.publishedSince);
    const anyOf = filter.anyOf;
    if (anyOf) query = query.where((eb) => eb.or(this.subjectConditions(eb, anyOf)));
    return query;
  }

  /** One condition a subject: no subjects, no condition that holds (the list is empty). */
  private subjectConditions(
    eb: ExpressionBuilder<Database, 'content'>,
    anyOf: Subjects,
  ): Expression<SqlBool>[] {
    const conditions: Expression<SqlBool>[] = [];
    if (anyOf.categoryIds?.length)
      conditions.push(eb('content.category_id', 'in', anyOf.categoryIds));
    if (anyOf.authors?.length) conditions.push(eb('content.author', 'in', anyOf.authors));
    if (anyOf.topicIds?.length)
      conditions.push(
        eb(
          'content.id',
          'in',
          eb
            .selectFrom('special_section_items')
            .innerJoin(
              'special_sections',
              'special_sections.id',
              'special_section_items.section_id',
            )
            .select('special_section_items.content_id')
            .where('special_sections.special_id', 'in', anyOf.topicIds),
        ),
      );
    for (const tag of anyOf.tags ?? []) conditions.push(hasTag('content.tags', tag));
    if (conditions.length === 0) conditions.push(sql<SqlBool>`1 = 0`);
    return conditions;
  }

  private newestFirst(
    query: SelectQueryBuilder<Database, 'content', object>,
  ): SelectQueryBuilder<Database, 'content', Selectable<ContentTable>> {
    return query
      .selectAll('content')
      .orderBy('content.publish_date', 'desc')
      .orderBy('content.id', 'desc');
  }

  /** Adds each row's channel title and domain from one small read of the site's channels. */
  private async withCategories(
    siteId: number,
    rowsQuery: Promise<Selectable<ContentTable>[]>,
  ): Promise<ContentRow[]> {
    const [rows, categories] = await Promise.all([
      rowsQuery,
      this.db
        .selectFrom('categories')
        .select(['id', 'title', 'domain'])
        .where('site_id', '=', siteId)
        .execute(),
    ]);
    const byId = new Map(categories.map((c) => [c.id, c]));
    return rows.map((row) => ({
      ...row,
      category_title: byId.get(row.category_id)?.title ?? '',
      category_domain: byId.get(row.category_id)?.domain ?? '',
    }));
  }

  /** A collection's videos in their order within it. */
  async collectionVideos(siteId: number, collectionId: number, now: string): Promise<ContentRow[]> {
    return this.published(siteId, now)
      .where('content.collection_id', '=', collectionId)
      .where('content.publish_type', '=', 'SHIPING')
      .orderBy('content.collection_position')
      .orderBy('content.id')
      .execute();
  }

  async countCollectionVideos(siteId: number, now: string): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('content')
      .select(['collection_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('site_id', '=', siteId)
      .where('status', '=', 'published')
      .where('publish_date', '<=', now)
      .where('publish_type', '=', 'SHIPING')
      .where('collection_id', 'is not', null)
      .groupBy('collection_id')
      .execute();
    return new Map(rows.map((r) => [r.collection_id ?? 0, r.n]));
  }

  /**
   * Adds to one of an item's counters in a single statement, so concurrent writers cannot
   * overwrite each other's change (a read-then-write would lose one of two shares at once).
   */
  async addToCount(
    id: number,
    column: 'comment_count' | 'share_count',
    by: number,
  ): Promise<number> {
    const row = await this.db
      .updateTable('content')
      .set((eb) => ({ [column]: eb(column, '+', by) }))
      .where('id', '=', id)
      .returning(column)
      .executeTakeFirst();
    return row ? Number((row as Record<string, unknown>)[column]) : 0;
  }

  async addHits(id: number, by = 1): Promise<number> {
    const row = await this.db
      .updateTable('content')
      .set((eb) => ({ hit: eb('hit', '+', by) }))
      .where('id', '=', id)
      .returning('hit')
      .executeTakeFirst();
    return row?.hit ?? 0;
  }

  /** Content ids of a site, for removing their search entries. */
  async idsOfSite(siteId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('content')
      .select('id')
      .where('site_id', '=', siteId)
      .execute();
    return rows.map((r) => r.id);
  }
}
