import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import { deleteOldestRows } from './deleteOldestRows.ts';
import type {
  Database,
  FeedbackTable,
  MessagesTable,
  ReportsTable,
  SharesTable,
} from '../db/schema.ts';

type MessageRow = Selectable<MessagesTable>;
export type ReportRow = Selectable<ReportsTable>;

/** One page of an operator's listing, by id (keyset paging: no row is skipped or seen twice). */
export interface ListingPage {
  size: number;
  /** Rows with ids below this one (newest-first listings). */
  before?: number | undefined;
  /** Rows with ids above this one (oldest-first listings). */
  after?: number | undefined;
  /** Rows created at or after this ISO time. */
  since?: string | undefined;
}
export type FeedbackRow = Selectable<FeedbackTable>;

/** Reports, feedback, messages and share records: what readers send and receive. */
export class InteractionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async hasReported(userId: number, targetType: string, targetId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('reports')
      .select('id')
      .where('user_id', '=', userId)
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertReport(row: Insertable<ReportsTable>): Promise<void> {
    await this.db.insertInto('reports').values(row).execute();
  }

  /** Reports newest first, one page at a time: `before` is the last id of the previous page. */
  async reportsPage(page: ListingPage): Promise<ReportRow[]> {
    let query = this.db.selectFrom('reports').selectAll().orderBy('id', 'desc').limit(page.size);
    if (page.before !== undefined) query = query.where('id', '<', page.before);
    if (page.since !== undefined) query = query.where('created_at', '>=', page.since);
    return query.execute();
  }

  async insertFeedback(row: Insertable<FeedbackTable>): Promise<void> {
    await this.db.insertInto('feedback').values(row).execute();
  }

  /** Feedback newest first, one page at a time: `before` is the last id of the previous page. */
  async feedbackPage(page: ListingPage): Promise<FeedbackRow[]> {
    let query = this.db.selectFrom('feedback').selectAll().orderBy('id', 'desc').limit(page.size);
    if (page.before !== undefined) query = query.where('id', '<', page.before);
    if (page.since !== undefined) query = query.where('created_at', '>=', page.since);
    return query.execute();
  }

  async insertMessage(row: Insertable<MessagesTable>): Promise<void> {
    await this.db.insertInto('messages').values(row).execute();
  }

  /**
   * The reader's messages. One about a comment readers may no longer see — hidden, deleted, or
   * still waiting for approval — is left out: its words must not reach anyone through it.
   */
  private messagesOf(userId: number) {
    return this.db
      .selectFrom('messages')
      .leftJoin('comments', 'comments.id', 'messages.comment_id')
      .where('messages.user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('messages.comment_id', 'is', null), eb('comments.status', '=', 'visible')]),
      );
  }

  async messages(
    userId: number,
    paging: Paging,
  ): Promise<{ rows: MessageRow[]; total: number; unread: number }> {
    const query = this.messagesOf(userId);
    const [rows, count, unread] = await Promise.all([
      query
        .selectAll('messages')
        .orderBy('messages.id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.unreadCount(userId),
    ]);
    return { rows, total: count.n, unread };
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.messagesOf(userId)
      .where('messages.is_read', '=', 0)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Marks the reader's own messages read (only theirs, whatever ids are sent). */
  async markRead(userId: number, ids: readonly number[] | undefined): Promise<void> {
    let query = this.db.updateTable('messages').set({ is_read: 1 }).where('user_id', '=', userId);
    if (ids) query = query.where('id', 'in', ids.length ? ids : [-1]);
    await query.execute();
  }

  async insertShare(row: Insertable<SharesTable>): Promise<void> {
    await this.db.insertInto('shares').values(row).execute();
  }

  /** Removes at most `limit` share records made before `before`, oldest first; how many. */
  async deleteSharesBefore(before: string, limit: number): Promise<number> {
    return deleteOldestRows(this.db, 'shares', before, limit);
  }

  async countShares(sharerUserId: number): Promise<number> {
    const row = await this.db
      .selectFrom('shares')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sharer_user_id', '=', sharerUserId)
      .executeTakeFirstOrThrow();
    return row.n;
  }
}
