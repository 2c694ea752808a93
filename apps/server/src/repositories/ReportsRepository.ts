import type { Kysely } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { Database } from '../db/schema.ts';
import type { Page } from './ContentRepository.ts';

export interface ReportGroupRow {
  target_type: string;
  target_id: number;
  site_id: number;
  n: number;
  first_at: string;
  last_at: string;
}

export interface ReportFilter {
  siteIds: readonly number[];
  state: string;
  targetType?: string | undefined;
  reason?: string | undefined;
}

export interface Target {
  type: string;
  id: number;
}

/**
 * Reports as moderators work on them: grouped by what they report (an item or a comment), the
 * most reported first, and handled a whole group at a time.
 */
export class ReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private matching(filter: ReportFilter) {
    let query = this.db
      .selectFrom('reports')
      .where('reports.site_id', 'in', filter.siteIds.length ? filter.siteIds : [-1])
      .where('reports.status', '=', filter.state);
    if (filter.targetType !== undefined)
      query = query.where('reports.target_type', '=', filter.targetType);
    if (filter.reason !== undefined) query = query.where('reports.reason', '=', filter.reason);
    return query;
  }

  async groups(filter: ReportFilter, paging: Paging): Promise<Page<ReportGroupRow>> {
    const grouped = this.matching(filter)
      .select((eb) => [
        'reports.target_type',
        'reports.target_id',
        'reports.site_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('reports.created_at').as('first_at'),
        eb.fn.max('reports.created_at').as('last_at'),
      ])
      .groupBy(['reports.target_type', 'reports.target_id', 'reports.site_id']);
    const [rows, count] = await Promise.all([
      grouped
        .orderBy('n', 'desc')
        .orderBy('last_at', 'desc')
        .orderBy('reports.target_id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      this.db
        .selectFrom(grouped.as('g'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows,
      total: count.n,
    };
  }

  /** How many open report groups (targets) the sites have. */
  async openTargets(siteIds: readonly number[]): Promise<number> {
    const grouped = this.matching({ siteIds, state: 'open' })
      .select(['reports.target_type', 'reports.target_id'])
      .groupBy(['reports.target_type', 'reports.target_id']);
    const row = await this.db
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** The reports of these targets in a state, newest first: their reasons and words. */
  async ofTargets(targets: readonly Target[], state: string) {
    if (targets.length === 0) return [];
    return this.db
      .selectFrom('reports')
      .select(['target_type', 'target_id', 'reason', 'detail', 'created_at'])
      .where('status', '=', state)
      .where((eb) =>
        eb.or(
          targets.map((t) => eb.and([eb('target_type', '=', t.type), eb('target_id', '=', t.id)])),
        ),
      )
      .orderBy('id', 'desc')
      .execute();
  }

  /** The site of a target's reports (undefined when it has none). */
  async siteOf(target: Target): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('reports')
      .select('site_id')
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id)
      .executeTakeFirst();
    return row?.site_id;
  }

  /** Closes a target's open reports; how many it closed. */
  async close(target: Target, status: 'hidden' | 'dismissed', now: string, staffId: number | null) {
    const result = await this.db
      .updateTable('reports')
      .set({ status, handled_at: now, handled_by: staffId })
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
