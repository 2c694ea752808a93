import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { Database } from '../db/schema.ts';
import type { Page } from './ContentRepository.ts';

/** An item of a group with what the console's versions panel shows of it. */
export interface VersionMemberRow {
  content_id: number;
  group_id: number;
  site_id: number;
  publish_type: string;
  title: string;
  status: string;
  updated_at: string;
  source_id: number | null;
  source_revision: number | null;
  /** The source's newest revision (null: no source, or no revision of it). */
  source_latest: number | null;
}

/** A published item of a group, as readers' links and alternates need it. */
export interface PublishedVersionRow {
  content_id: number;
  group_id: number;
  site_id: number;
  title: string;
  /** Made from another item: the original has none, and is the group's `x-default`. */
  source_id: number | null;
}

export interface DeskRow {
  id: number;
  site_id: number;
  publish_type: string;
  title: string;
  description: string;
  publish_date: string;
  category_title: string;
}

/**
 * The newest revision of the source of `content_versions` (as `cv`), for "source changed": a
 * correlated subquery, the same on both engines.
 */
function sourceLatest(
  eb: ExpressionBuilder<Database & { cv: Database['content_versions'] }, 'cv'>,
) {
  return eb
    .selectFrom('content_revisions')
    .select((r) => r.fn.max('revision').as('n'))
    .whereRef('content_revisions.content_id', '=', 'cv.source_id');
}

/**
 * Groups of linked language versions (issue 28, docs/adr/0025): `content_versions` holds an
 * item's group, its site (the unique (group, site) pair is the database's own "one version per
 * site") and what it was translated from. Every read joins `content`, so a deleted item's row is
 * never seen and the rest of its group stays as it was.
 */
export class VersionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(contentId: number): Promise<
    | {
        content_id: number;
        group_id: number;
        site_id: number;
        source_id: number | null;
        source_revision: number | null;
      }
    | undefined
  > {
    return this.db
      .selectFrom('content_versions')
      .innerJoin('content', 'content.id', 'content_versions.content_id')
      .select([
        'content_versions.content_id',
        'content_versions.group_id',
        'content_versions.site_id',
        'content_versions.source_id',
        'content_versions.source_revision',
      ])
      .where('content_versions.content_id', '=', contentId)
      .executeTakeFirst();
  }

  /** A number for a new group. */
  async newGroup(now: string): Promise<number> {
    const row = await this.db
      .insertInto('version_groups')
      .values({ created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Puts an item into a group. A row left by a deleted item of the same site is cleared first;
   * another live item of that site in the group makes the unique constraint refuse (a race the
   * service's check lost), which fails the caller's transaction.
   */
  async add(row: {
    content_id: number;
    group_id: number;
    site_id: number;
    source_id: number | null;
    source_revision: number | null;
    linked_at: string;
  }): Promise<void> {
    await this.db
      .deleteFrom('content_versions')
      .where('group_id', '=', row.group_id)
      .where('site_id', '=', row.site_id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('content')
              .select('content.id')
              .whereRef('content.id', '=', 'content_versions.content_id'),
          ),
        ),
      )
      .execute();
    await this.db.insertInto('content_versions').values(row).execute();
  }

  /** Takes an item out of its group; the others keep theirs. */
  async remove(contentId: number): Promise<void> {
    await this.db.deleteFrom('content_versions').where('content_id', '=', contentId).execute();
  }

  /** Forgets the rows of items that no longer exist (the seed deletes a site's items). */
  async removeItems(contentIds: readonly number[]): Promise<void> {
    if (contentIds.length === 0) return;
    await this.db.deleteFrom('content_versions').where('content_id', 'in', contentIds).execute();
  }

  async setSourceRevision(contentId: number, revision: number): Promise<void> {
    await this.db
      .updateTable('content_versions')
      .set({ source_revision: revision })
      .where('content_id', '=', contentId)
      .execute();
  }

  /** The items of a group, whatever their status, in no particular order. */
  async members(groupId: number): Promise<VersionMemberRow[]> {
    return this.db
      .selectFrom('content_versions as cv')
      .innerJoin('content', 'content.id', 'cv.content_id')
      .select((eb) => [
        'cv.content_id',
        'cv.group_id',
        'cv.site_id',
        'content.publish_type',
        'content.title',
        'content.status',
        'content.updated_at',
        'cv.source_id',
        'cv.source_revision',
        sourceLatest(eb).as('source_latest'),
      ])
      .where('cv.group_id', '=', groupId)
      .execute();
  }

  /**
   * The published items of the groups of `contentIds` (themselves included when published): what
   * readers may be sent to. Published means what the reader API shows: status and time.
   */
  async published(contentIds: readonly number[], now: string): Promise<PublishedVersionRow[]> {
    if (contentIds.length === 0) return [];
    return this.db
      .selectFrom('content_versions as cv')
      .innerJoin('content', 'content.id', 'cv.content_id')
      .select(['cv.content_id', 'cv.group_id', 'cv.site_id', 'content.title', 'cv.source_id'])
      .where('cv.group_id', 'in', (eb) =>
        eb
          .selectFrom('content_versions')
          .select('content_versions.group_id')
          .where('content_versions.content_id', 'in', contentIds),
      )
      .where('content.status', '=', 'published')
      .where('content.publish_date', '<=', now)
      .where('content.ads_url', '=', '')
      .orderBy('cv.content_id')
      .execute();
  }

  /** Every item (any status) of the groups of `contentIds`, themselves included. */
  async groupMembers(
    contentIds: readonly number[],
  ): Promise<{ content_id: number; site_id: number }[]> {
    if (contentIds.length === 0) return [];
    return this.db
      .selectFrom('content_versions as cv')
      .select(['cv.content_id', 'cv.site_id'])
      .where('cv.group_id', 'in', (eb) =>
        eb
          .selectFrom('content_versions')
          .select('content_versions.group_id')
          .where('content_versions.content_id', 'in', contentIds),
      )
      .execute();
  }

  /** The sites each of these items' groups already have an item on (their own included). */
  async sitesOfGroups(contentIds: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>();
    if (contentIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('content_versions as mine')
      .innerJoin('content_versions as other', 'other.group_id', 'mine.group_id')
      .innerJoin('content', 'content.id', 'other.content_id')
      .select(['mine.content_id', 'other.site_id'])
      .where('mine.content_id', 'in', contentIds)
      .execute();
    for (const row of rows)
      result.set(row.content_id, [...(result.get(row.content_id) ?? []), row.site_id]);
    return result;
  }

  /**
   * The translation desk: items published on `fromSiteId` since `since` (and by `now`) with no
   * version on `toSiteId`, newest first, with the total for paging. List advertisements are left
   * out: they are placements, not stories.
   */
  async desk(
    fromSiteId: number,
    toSiteId: number,
    since: string,
    now: string,
    paging: Paging,
  ): Promise<Page<DeskRow>> {
    const query = this.db
      .selectFrom('content')
      .where('content.site_id', '=', fromSiteId)
      .where('content.status', '=', 'published')
      .where('content.publish_date', '>=', since)
      .where('content.publish_date', '<=', now)
      .where('content.ads_url', '=', '')
      .where((eb) => eb.not(hasVersionOn(eb, toSiteId)));
    const [rows, count] = await Promise.all([
      query
        .innerJoin('categories', 'categories.id', 'content.category_id')
        .select([
          'content.id',
          'content.site_id',
          'content.publish_type',
          'content.title',
          'content.description',
          'content.publish_date',
          'categories.title as category_title',
        ])
        .orderBy('content.publish_date', 'desc')
        .orderBy('content.id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }
}

/** The item (`content`) has a live version on the site. */
export function hasVersionOn(eb: ExpressionBuilder<Database, 'content'>, siteId: number) {
  return eb.exists(
    eb
      .selectFrom('content_versions as mine')
      .innerJoin('content_versions as other', 'other.group_id', 'mine.group_id')
      .innerJoin('content as version', 'version.id', 'other.content_id')
      .select(sql.lit(1).as('one'))
      .whereRef('mine.content_id', '=', 'content.id')
      .where('other.site_id', '=', siteId),
  );
}

/** The item (`content`) was made from a source that has a newer revision than it was made from. */
export function sourceChangedSince(eb: ExpressionBuilder<Database, 'content'>) {
  return eb.exists(
    eb
      .selectFrom('content_versions as cv')
      .innerJoin('content as source', 'source.id', 'cv.source_id')
      .select(sql.lit(1).as('one'))
      .whereRef('cv.content_id', '=', 'content.id')
      .where((w) => w(sourceLatest(w), '>', w.ref('cv.source_revision'))),
  );
}
