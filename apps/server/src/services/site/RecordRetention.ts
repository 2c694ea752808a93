import type { AccessStatisticsRepository } from '../../repositories/AccessStatisticsRepository.ts';
import type { InteractionRepository } from '../../repositories/InteractionRepository.ts';
import type { Clock } from '../shared/Clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the rows anyone may write without signing in are kept: page views (the desks'
 * statistics read the last weeks) and share arrivals (a sharer's page counts a year of them).
 * Past these they are removed, so a flood of them cannot grow the database for good.
 */
export const RECORD_RETENTION = {
  pageViewDays: 90,
  shareDays: 400,
  /** Rows removed per table in one turn: a turn is a short statement, never an hour's lock. */
  batch: 5_000,
} as const;

/** Removes anonymous records past their retention, a batch per table per turn. */
export class RecordRetention {
  constructor(
    private readonly repos: {
      accessStatistics: AccessStatisticsRepository;
      interactions: InteractionRepository;
    },
    private readonly clock: Clock,
    private readonly retention: {
      pageViewDays: number;
      shareDays: number;
      batch: number;
    } = RECORD_RETENTION,
  ) {}

  /** One turn; true when a table had more than a batch to remove, so another turn follows. */
  async prune(): Promise<boolean> {
    const now = this.clock.date().getTime();
    const before = (days: number): string => new Date(now - days * DAY_MS).toISOString();
    const { batch } = this.retention;
    const views = await this.repos.accessStatistics.deleteBefore(
      before(this.retention.pageViewDays),
      batch,
    );
    const shares = await this.repos.interactions.deleteSharesBefore(
      before(this.retention.shareDays),
      batch,
    );
    return views === batch || shares === batch;
  }
}
