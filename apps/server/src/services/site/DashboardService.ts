import type { Dashboard, DailyCounts, MostRead } from '@news/contract/console/dashboardSchemas';
import type { QueueCounts } from '@news/contract/console/moderationSchemas';
import { roleCan } from '@news/contract/console/permissions';
import type { SiteLang } from '@news/contract/sites';
import { moderatorOf, sitesOf } from '../moderation/Moderator.ts';
import type { CommentModerationService } from '../moderation/CommentModerationService.ts';
import type { StaffPrincipal } from '../staff/StaffPrincipal.ts';
import type { Repositories } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { siteLangOf } from '../shared/sites.ts';

const DAY_MS = 86_400_000;
const MOST_READ = 10;

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The console's first screen: how long each queue is, registrations and comments per day, and
 * the most read items today and this week — of the staff member's sites, or one of them.
 */
export class DashboardService {
  constructor(
    private readonly repos: Pick<
      Repositories,
      'dailyCounts' | 'dailyReads' | 'feedback' | 'reports' | 'users'
    >,
    private readonly clock: Clock,
    private readonly comments: CommentModerationService,
  ) {}

  /** How many rows wait in each queue of the sites. */
  async queues(siteIds: readonly number[]): Promise<QueueCounts> {
    const users = this.repos.users;
    const [registrations, comments, reports, feedback, deactivations] = await Promise.all([
      users.countByStatus('pending', siteIds),
      this.comments.counts(siteIds),
      this.repos.reports.openTargets(siteIds),
      this.repos.feedback.countOpen(siteIds),
      users.countByStatus('deactivating', siteIds),
    ]);
    return { registrations, comments, reports, feedback, deactivations };
  }

  async get(
    staff: StaffPrincipal,
    query: { site?: SiteLang | undefined; days: number },
  ): Promise<Dashboard> {
    // Every staff member sees the figures of their own sites; the queues are the moderators'.
    const siteIds = sitesOf(
      moderatorOf(staff, roleCan(staff.role, 'write') ? 'write' : 'moderation'),
      query.site,
    );
    const now = this.clock.date().getTime();
    const from = dayOf(now - (query.days - 1) * DAY_MS);
    const counts = this.repos.dailyCounts;
    const reads = this.repos.dailyReads;
    const [registrations, comments, today, week] = await Promise.all([
      counts.perDay('users', siteIds, from),
      counts.perDay('comments', siteIds, from),
      reads.mostRead(siteIds, dayOf(now), MOST_READ),
      reads.mostRead(siteIds, dayOf(now - 6 * DAY_MS), MOST_READ),
    ]);
    const days = Array.from({ length: query.days }, (_, i) =>
      dayOf(now - (query.days - 1 - i) * DAY_MS),
    );
    const series = (byDay: Map<string, number>): DailyCounts =>
      days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
    const mostRead = (
      rows: Awaited<ReturnType<Repositories['dailyReads']['mostRead']>>,
    ): MostRead =>
      rows.map((r) => ({
        id: String(r.id),
        site: siteLangOf(r.site_id),
        title: r.title,
        reads: r.reads,
      }));
    return {
      queues: roleCan(staff.role, 'moderation')
        ? await this.queues(sitesOf(moderatorOf(staff), query.site))
        : null,
      registrationsPerDay: series(registrations),
      commentsPerDay: series(comments),
      mostReadToday: mostRead(today),
      mostReadWeek: mostRead(week),
    };
  }
}
