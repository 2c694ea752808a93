import type { ReportGroup, ReportState } from '@news/contract/console/moderationSchemas';
import type { ListPage, Paging } from '@news/contract/envelope';
import { isReportReason, type ReportReason } from '@news/contract/reportReasons';
import type { SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { bulkAction, type BulkOutcome } from '../shared/bulkAction.ts';
import { DomainError } from '../shared/DomainError.ts';
import { assertSiteId, sitesOf, type Moderator } from './Moderator.ts';
import { type ReportGroupRow, type Target } from '../../repositories/ReportsRepository.ts';
import type { CommentModerationService } from './CommentModerationService.ts';
import type { EditorialService } from '../editorial/EditorialService.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PublicChange } from '../shared/PublicChange.ts';
import { siteLangOf } from '../shared/sites.ts';

/** `comment:12` → the comment 12. */
export function parseTargetKey(key: string): Target {
  const [type = '', id = ''] = key.split(':');
  return { type, id: Number(id) };
}

const DETAILS_SHOWN = 5;

/**
 * Reports as moderators handle them: grouped by what they report, with how many readers
 * reported it and for which of the 12 reasons; a group is handled at once — the target hidden
 * (a comment hidden, an item taken down) or the reports dismissed.
 */
export class ReportService {
  constructor(
    private readonly repos: Pick<Repositories, 'comments' | 'editorial' | 'reports'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly comments: CommentModerationService,
    private readonly editorial: EditorialService,
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  async list(
    moderator: Moderator,
    query: {
      site?: SiteLang | undefined;
      state: ReportState;
      targetType?: 'content' | 'comment' | undefined;
      reason?: ReportReason | undefined;
    } & Paging,
  ): Promise<ListPage<ReportGroup>> {
    const repo = this.repos.reports;
    const page = await repo.groups(
      {
        siteIds: sitesOf(moderator, query.site),
        state: query.state,
        targetType: query.targetType,
        reason: query.reason,
      },
      query,
    );
    const targets = page.rows.map((g) => ({ type: g.target_type, id: g.target_id }));
    const reports = await repo.ofTargets(targets, query.state);
    const rows: ReportGroup[] = [];
    for (const group of page.rows) {
      const mine = reports.filter(
        (r) =>
          r.target_type === group.target_type &&
          r.target_id === group.target_id &&
          (query.reason === undefined || r.reason === query.reason),
      );
      rows.push({ ...(await this.describe(group)), ...summarise(mine), state: query.state });
    }
    return { rows, total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** The group's target: the item's title or the comment's words, its author, whether shown. */
  private async describe(
    group: ReportGroupRow,
  ): Promise<Omit<ReportGroup, 'reasons' | 'details' | 'state'>> {
    const base = {
      targetType: group.target_type === 'content' ? ('content' as const) : ('comment' as const),
      targetId: String(group.target_id),
      site: siteLangOf(group.site_id),
      count: group.n,
      firstAt: group.first_at,
      lastAt: group.last_at,
    };
    if (group.target_type === 'comment') {
      const comment = await this.repos.comments.find(group.target_id);
      return {
        ...base,
        targetText: comment?.body ?? '',
        targetAuthor: comment?.user_name ?? '',
        contentId: comment ? String(comment.content_id) : '',
        targetVisible: comment?.status === 'visible',
      };
    }
    const item = await this.repos.editorial.brief(group.target_id);
    return {
      ...base,
      targetText: item?.title ?? '',
      targetAuthor: item?.author ?? '',
      contentId: String(group.target_id),
      targetVisible: item?.status === 'published',
    };
  }

  act(
    moderator: Moderator,
    action: 'hide' | 'dismiss',
    keys: readonly string[],
  ): Promise<BulkOutcome> {
    return bulkAction(
      keys,
      async (key) => {
        const siteId = await this.repos.reports.siteOf(parseTargetKey(key));
        if (siteId !== undefined) assertSiteId(moderator, siteId);
      },
      (key) => (action === 'hide' ? this.hide(moderator, key) : this.dismiss(moderator, key)),
    );
  }

  /**
   * Hides what the reports are about: a comment as the comment queue hides one (closing its
   * reports in the same step), an item by taking it down; then closes the reports left open.
   */
  async hide(moderator: Moderator, key: string): Promise<void> {
    const target = parseTargetKey(key);
    const siteId = await this.repos.reports.siteOf(target);
    if (siteId === undefined) throw DomainError.notFound();
    assertSiteId(moderator, siteId);
    if (target.type === 'comment') {
      const comment = await this.repos.comments.find(target.id);
      if (comment?.status === 'visible' || comment?.status === 'pending') {
        await this.comments.decide(moderator, 'hide', target.id);
        return;
      }
    } else await this.editorial.takeDown(moderator, target.id, 'reported');
    await this.close(moderator, target, siteId, 'hidden');
  }

  async dismiss(moderator: Moderator, key: string): Promise<void> {
    const target = parseTargetKey(key);
    const siteId = await this.repos.reports.siteOf(target);
    if (siteId === undefined) throw DomainError.notFound();
    assertSiteId(moderator, siteId);
    if ((await this.close(moderator, target, siteId, 'dismissed')) === 0)
      throw DomainError.refused('error.reportsHandled');
  }

  private async close(
    moderator: Moderator,
    target: Target,
    siteId: number,
    status: 'hidden' | 'dismissed',
  ): Promise<number> {
    const closed = await this.transaction(async (tx) => {
      const count = await tx.reports.close(target, status, this.clock.iso(), moderator.staffId);
      if (count > 0)
        await this.audit.record(tx, moderator.actor, {
          action: status === 'hidden' ? 'report.hide' : 'report.dismiss',
          target: { type: target.type, id: target.id },
          siteId,
          before: { openReports: count },
          after: { openReports: 0, reports: status },
        });
      return count;
    });
    // Hiding went through the comment's or the item's own change; closing the reports changes
    // what readers see of a reported item only.
    if (closed > 0)
      this.onPublicChange({
        scope: 'items',
        siteId,
        itemIds: target.type === 'content' ? [target.id] : [],
        lists: false,
      });
    return closed;
  }
}

/** Reasons by how often they were given, and the latest words reporters wrote. */
function summarise(
  reports: readonly { reason: string; detail: string }[],
): Pick<ReportGroup, 'reasons' | 'details'> {
  const counts = new Map<ReportReason, number>();
  for (const r of reports)
    if (isReportReason(r.reason)) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return {
    reasons: [...counts.entries()]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count),
    details: reports
      .map((r) => r.detail)
      .filter((d) => d.trim() !== '')
      .slice(0, DETAILS_SHOWN),
  };
}
