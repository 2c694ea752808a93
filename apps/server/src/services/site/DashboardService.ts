import type { Kysely } from 'kysely';
import type { Dashboard, DailyCounts, MostRead } from '@news/contract/console/dashboardSchemas';
import type { QueueCounts } from '@news/contract/console/moderationSchemas';
import { roleCan } from '@news/contract/console/permissions';
import type { SiteLang } from '@news/contract/sites';
import { moderatorOf, sitesOf } from '../moderation/Moderator.ts';
import type { Database } from '../../db/schema.ts';
import { DailyCountsRepository } from '../../repositories/DailyCountsRepository.ts';
import { DailyReadsRepository } from '../../repositories/DailyReadsRepository.ts';
import { FeedbackRepository } from '../../repositories/FeedbackRepository.ts';
import { ReportsRepository } from '../../repositories/ReportsRepository.ts';
import { UsersRepository } from '../../repositories/UsersRepository.ts';
import type { CommentModerationService } from '../moderation/CommentModerationService.ts';
import { siteLangOf, type StaffPrincipal } from '../staff/StaffService.ts';

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
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
    private readonly comments: CommentModerationService,
  ) {}

  /** How many rows wait in each queue of the sites. */
  async queues(siteIds: readonly number[]): Promise<QueueCounts> {
    const users = new UsersRepository(this.db);
    const [registrations, comments, reports, feedback, deactivations] = await Promise.all([
      users.countByStatus('pending', siteIds),
      this.comments.counts(siteIds),
      new ReportsRepository(this.db).openTargets(siteIds),
      new FeedbackRepository(this.db).countOpen(siteIds),
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
      moderatorOf(staff, roleCan(staff.role, 'content') ? 'content' : 'moderation'),
      query.site,
    );
    const now = this.clock().getTime();
    const from = dayOf(now - (query.days - 1) * DAY_MS);
    const counts = new DailyCountsRepository(this.db);
    const reads = new DailyReadsRepository(this.db);
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
    const mostRead = (rows: Awaited<ReturnType<DailyReadsRepository['mostRead']>>): MostRead =>
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
