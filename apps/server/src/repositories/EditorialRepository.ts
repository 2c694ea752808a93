import type { Kysely, Selectable } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { ContentTable, Database } from '../db/schema.ts';
import type { ContentRow, Page } from './ContentRepository.ts';
import { containsText } from './containsText.ts';
import { hasVersionOn, sourceChangedSince } from './VersionsRepository.ts';

export interface EditorialFilter {
  /** The sites the asking staff member may see. */
  siteIds: readonly number[];
  channelId?: number | undefined;
  publishType?: string | undefined;
  status?: string | undefined;
  /** Only items this staff member created (a reporter's own). */
  createdBy?: number | undefined;
  /** Only items under an embargo that has not ended at `embargoedAt`. */
  embargoedAt?: string | undefined;
  author?: string | undefined;
  words?: string | undefined;
  /** Only items whose group has no item on this site (issue 28). */
  noVersionOn?: number | undefined;
  /** Only versions whose source changed since they were made or marked up to date. */
  sourceChanged?: boolean | undefined;
}

export interface EditorialRow extends ContentRow {
  updated_by_name: string;
  created_by_name: string;
}

/**
 * Content as the newsroom sees it: every status, with who changed it. Writes of an item's
 * fields go through ContentWriter; this holds the workflow's own statements (status, version,
 * the scheduler's claim).
 */
export class EditorialRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withNames() {
    return this.db
      .selectFrom('content')
      .innerJoin('categories', 'categories.id', 'content.category_id')
      .leftJoin('staff as updater', 'updater.id', 'content.updated_by')
      .leftJoin('staff as creator', 'creator.id', 'content.created_by')
      .selectAll('content')
      .select((eb) => [
        'categories.title as category_title',
        'categories.domain as category_domain',
        eb.fn.coalesce('updater.username', eb.val('')).as('updated_by_name'),
        eb.fn.coalesce('creator.username', eb.val('')).as('created_by_name'),
      ]);
  }

  async find(id: number): Promise<EditorialRow | undefined> {
    return this.withNames().where('content.id', '=', id).executeTakeFirst();
  }

  async list(filter: EditorialFilter, paging: Paging): Promise<Page<EditorialRow>> {
    let query = this.db
      .selectFrom('content')
      .where('content.site_id', 'in', filter.siteIds.length ? filter.siteIds : [-1]);
    if (filter.channelId !== undefined)
      query = query.where('content.category_id', '=', filter.channelId);
    if (filter.publishType !== undefined)
      query = query.where('content.publish_type', '=', filter.publishType);
    if (filter.status !== undefined) query = query.where('content.status', '=', filter.status);
    if (filter.createdBy !== undefined)
      query = query.where('content.created_by', '=', filter.createdBy);
    const embargoedAt = filter.embargoedAt;
    if (embargoedAt !== undefined) query = query.where('content.embargo_until', '>', embargoedAt);
    if (filter.author) query = query.where(containsText('content.author', filter.author));
    const noVersionOn = filter.noVersionOn;
    if (noVersionOn !== undefined)
      query = query.where((eb) => eb.not(hasVersionOn(eb, noVersionOn)));
    if (filter.sourceChanged === true) query = query.where((eb) => sourceChangedSince(eb));
    if (filter.sourceChanged === false) query = query.where((eb) => eb.not(sourceChangedSince(eb)));
    const words = filter.words;
    if (words)
      query = query.where((eb) =>
        eb.or([containsText('content.title', words), containsText('content.description', words)]),
      );
    const ids = query
      .select('content.id')
      .orderBy('content.updated_at', 'desc')
      .orderBy('content.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize);
    const [idRows, count] = await Promise.all([
      ids.execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const wanted = idRows.map((r) => r.id);
    const rows =
      wanted.length === 0
        ? []
        : await this.withNames()
            .where('content.id', 'in', wanted)
            .orderBy('content.updated_at', 'desc')
            .orderBy('content.id', 'desc')
            .execute();
    return { rows, total: count.n };
  }

  /**
   * Moves the item on by one version if it is still at `expected`: the check and the change are
   * one statement, so of two saves made from the same version exactly one wins.
   */
  async bumpVersion(
    id: number,
    expected: number,
    changes: Partial<
      Pick<
        Selectable<ContentTable>,
        'status' | 'publish_date' | 'updated_at' | 'updated_by' | 'review_note' | 'embargo_until'
      >
    >,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('content')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Publishes every scheduled item whose time has come and returns them. One statement claims
   * them, so when several servers run the scheduler at once each item is published by one.
   */
  async claimDue(now: string): Promise<{ id: number; site_id: number; version: number }[]> {
    return (
      this.db
        .updateTable('content')
        .set((eb) => ({ status: 'published', updated_at: now, version: eb('version', '+', 1) }))
        .where('status', '=', 'scheduled')
        .where('publish_date', '<=', now)
        // An embargo holds even when its item was scheduled before it: the claim waits for both.
        .where((eb) => eb.or([eb('embargo_until', 'is', null), eb('embargo_until', '<=', now)]))
        .returning(['id', 'site_id', 'version'])
        .execute()
    );
  }

  /** How many items of the sites are in each status, for the review queue's counts. */
  async countByStatus(
    siteIds: readonly number[],
    statuses: readonly string[],
    createdBy?: number,
  ): Promise<{ status: string; n: number }[]> {
    let query = this.db
      .selectFrom('content')
      .where('site_id', 'in', siteIds.length ? siteIds : [-1])
      .where('status', 'in', statuses);
    if (createdBy !== undefined) query = query.where('created_by', '=', createdBy);
    const rows = await query
      // PostgreSQL counts in bigint, which may arrive as text.
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute();
    return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
  }

  /** Items of a site among `ids`, for checking what an editor links to. */
  async itemsOfSite(
    siteId: number,
    ids: readonly number[],
  ): Promise<{ id: number; publish_type: string; collection_id: number | null }[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('content')
      .select(['id', 'publish_type', 'collection_id'])
      .where('site_id', '=', siteId)
      .where('id', 'in', ids)
      .execute();
  }

  /** The few fields of an item that a moderator's decision about it needs, whatever its status. */
  async brief(
    id: number,
  ): Promise<
    { id: number; site_id: number; title: string; author: string; status: string } | undefined
  > {
    return this.db
      .selectFrom('content')
      .select(['id', 'site_id', 'title', 'author', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Points an item at the topic, collection or broadcast it opens. */
  async setLinks(
    id: number,
    links: Partial<Pick<Selectable<ContentTable>, 'special_id' | 'collection_id' | 'live_id'>>,
  ): Promise<void> {
    await this.db.updateTable('content').set(links).where('id', '=', id).execute();
  }
}
