import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { CommentQueue } from '@news/contract/console/moderationSchemas';
import type { CommentsTable, Database } from '../db/schema.ts';
import type { Page } from './ContentRepository.ts';
import { containsText } from './containsText.ts';

export type QueuedCommentRow = Selectable<CommentsTable> & {
  user_name: string;
  username: string;
  content_title: string;
  comment_suspended_until: string | null;
  open_reports: number;
};

export interface CommentQueueFilter {
  queue: CommentQueue;
  siteIds: readonly number[];
  contentId?: number | undefined;
  userId?: number | undefined;
  words?: string | undefined;
}

type CommentScope = ExpressionBuilder<Database, 'comments'>;

/** The open reports of the comment: the `reported` queue holds the comments that have some. */
function openReportRows(eb: CommentScope) {
  return eb
    .selectFrom('reports')
    .where('reports.target_type', '=', 'comment')
    .whereRef('reports.target_id', '=', 'comments.id')
    .where('reports.status', '=', 'open');
}

/** How many there are. (A count is always one row: `exists` must ask for the rows themselves.) */
function openReports(eb: CommentScope) {
  return openReportRows(eb).select((r) => r.fn.countAll<number>().as('n'));
}

/**
 * The comment queues a moderator works through, by the comments' state: `new` (readers see
 * them, nobody has looked yet), `reported` (open reports), `held` (waiting for approval) and
 * `hidden`. Work queues list the oldest first; the hidden list the latest first.
 */
export class CommentQueueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private inQueue(filter: Omit<CommentQueueFilter, 'contentId' | 'userId' | 'words'>) {
    let query = this.db
      .selectFrom('comments')
      .where('comments.site_id', 'in', filter.siteIds.length ? filter.siteIds : [-1]);
    switch (filter.queue) {
      case 'new':
        query = query
          .where('comments.status', '=', 'visible')
          .where('comments.reviewed_at', 'is', null);
        break;
      case 'reported':
        query = query
          .where('comments.status', 'in', ['visible', 'pending'])
          .where((eb) => eb.exists(openReportRows(eb).select('reports.id')));
        break;
      case 'held':
        query = query.where('comments.status', '=', 'pending');
        break;
      case 'hidden':
        query = query.where('comments.status', '=', 'hidden');
        break;
    }
    return query;
  }

  /** Comments with their author, item and open reports. */
  private detailed() {
    return this.db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .innerJoin('content', 'content.id', 'comments.content_id')
      .selectAll('comments')
      .select((eb) => [
        'users.name as user_name',
        'users.username as username',
        'users.comment_suspended_until as comment_suspended_until',
        'content.title as content_title',
        openReports(eb).as('open_reports'),
      ]);
  }

  private async rowsOf(ids: readonly number[]): Promise<QueuedCommentRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.detailed().where('comments.id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, { ...r, open_reports: Number(r.open_reports) }]));
    return ids.map((id) => byId.get(id)).filter((r): r is QueuedCommentRow => r !== undefined);
  }

  async list(filter: CommentQueueFilter, paging: Paging): Promise<Page<QueuedCommentRow>> {
    let query = this.inQueue(filter);
    if (filter.contentId !== undefined)
      query = query.where('comments.content_id', '=', filter.contentId);
    if (filter.userId !== undefined) query = query.where('comments.user_id', '=', filter.userId);
    if (filter.words) query = query.where(containsText('comments.body', filter.words));
    const [ids, count] = await Promise.all([
      query
        .select('comments.id')
        .orderBy('comments.id', filter.queue === 'hidden' ? 'desc' : 'asc')
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: await this.rowsOf(ids.map((r) => r.id)), total: count.n };
  }

  async count(queue: CommentQueue, siteIds: readonly number[]): Promise<number> {
    const row = await this.inQueue({ queue, siteIds })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** A reader's comments on the given sites, newest first, whatever their state but deleted. */
  async byUser(
    userId: number,
    siteIds: readonly number[],
    limit: number,
  ): Promise<QueuedCommentRow[]> {
    const ids = await this.db
      .selectFrom('comments')
      .select('id')
      .where('user_id', '=', userId)
      .where('site_id', 'in', siteIds.length ? siteIds : [-1])
      .where('status', '!=', 'deleted')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.rowsOf(ids.map((r) => r.id));
  }

  /** The comment with what the queue shows of it, whatever its state. */
  async find(id: number): Promise<QueuedCommentRow | undefined> {
    return (await this.rowsOf([id]))[0];
  }
}
