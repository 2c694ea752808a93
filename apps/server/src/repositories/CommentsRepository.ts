import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Paging } from '@news/contract/envelope';
import type { CommentsTable, Database } from '../db/schema.ts';

export type CommentRow = Selectable<CommentsTable> & {
  user_name: string;
  user_avatar: string;
  user_status: string;
  reply_to_name: string | null;
  content_title: string;
};

export class CommentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withAuthors() {
    return this.db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .innerJoin('content', 'content.id', 'comments.content_id')
      .leftJoin('users as reply_to', 'reply_to.id', 'comments.reply_to_user_id')
      .selectAll('comments')
      .select([
        'users.name as user_name',
        'users.avatar as user_avatar',
        'users.status as user_status',
        'reply_to.name as reply_to_name',
        'content.title as content_title',
      ]);
  }

  async insert(row: Insertable<CommentsTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('comments')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async find(id: number): Promise<CommentRow | undefined> {
    return this.withAuthors().where('comments.id', '=', id).executeTakeFirst();
  }

  /** Visible comments of an item (top level) or of a thread (its replies), with the total. */
  async list(
    filter: { contentId?: number; parentId: number | null; userId?: number },
    order: 'newest' | 'hottest' | 'oldest',
    paging: Paging,
  ): Promise<{ rows: CommentRow[]; total: number }> {
    let query = this.withAuthors().where('comments.status', '=', 'visible');
    if (filter.contentId !== undefined)
      query = query.where('comments.content_id', '=', filter.contentId);
    if (filter.userId !== undefined) query = query.where('comments.user_id', '=', filter.userId);
    else
      query =
        filter.parentId === null
          ? query.where('comments.parent_id', 'is', null)
          : query.where('comments.parent_id', '=', filter.parentId);
    const ordered =
      order === 'hottest'
        ? query
            .orderBy('comments.like_count', 'desc')
            .orderBy('comments.reply_count', 'desc')
            .orderBy('comments.id', 'desc')
        : order === 'oldest'
          ? query.orderBy('comments.id', 'asc')
          : query.orderBy('comments.id', 'desc');
    const [rows, count] = await Promise.all([
      ordered
        .limit(paging.pageSize)
        .offset((paging.pageNo - 1) * paging.pageSize)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }

  async countVisible(contentId: number): Promise<number> {
    const row = await this.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_id', '=', contentId)
      .where('status', '=', 'visible')
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'visible')
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Whether the reader commented on any of the sites (in any status). */
  async hasCommentedOn(userId: number, siteIds: readonly number[]): Promise<boolean> {
    if (siteIds.length === 0) return false;
    const row = await this.db
      .selectFrom('comments')
      .select('id')
      .where('user_id', '=', userId)
      .where('site_id', 'in', siteIds)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Moves a comment to `status` only if it is in one of `from`; true when this call moved it.
   * Two deletions of one comment at once then change the counts once, not twice.
   */
  async changeStatus(
    id: number,
    from: readonly string[],
    status: string,
    also: Updateable<CommentsTable> = {},
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('comments')
      .set({ ...also, status })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async addReplies(id: number, by: number): Promise<void> {
    await this.db
      .updateTable('comments')
      .set((eb) => ({ reply_count: eb('reply_count', '+', by) }))
      .where('id', '=', id)
      .execute();
  }

  /** Likes a comment once per reader; true when this call added the like. */
  async like(commentId: number, userId: number, now: string): Promise<boolean> {
    const existing = await this.db
      .selectFrom('comment_likes')
      .select('comment_id')
      .where('comment_id', '=', commentId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) return false;
    await this.db
      .insertInto('comment_likes')
      .values({ comment_id: commentId, user_id: userId, created_at: now })
      .execute();
    await this.db
      .updateTable('comments')
      .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
      .where('id', '=', commentId)
      .execute();
    return true;
  }

  async unlike(commentId: number, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('comment_likes')
      .where('comment_id', '=', commentId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await this.db
      .updateTable('comments')
      .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
      .where('id', '=', commentId)
      .execute();
    return true;
  }

  async likedBy(userId: number, commentIds: readonly number[]): Promise<Set<number>> {
    if (commentIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('comment_likes')
      .select('comment_id')
      .where('user_id', '=', userId)
      .where('comment_id', 'in', commentIds)
      .execute();
    return new Set(rows.map((r) => r.comment_id));
  }

  async latestByUser(userId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('comments')
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.created_at;
  }
}
