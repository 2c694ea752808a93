import type { Comment, CommentSaved } from '@news/contract/accountSchemas';
import { COMMENT_MAX_LENGTH } from '@news/contract/accountSchemas';
import type { Paging } from '@news/contract/envelope';
import type { SiteInfo } from '@news/contract/sites';
import { DomainError } from '../shared/DomainError.ts';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import type { CommentRow, CommentsRepository } from '../../repositories/CommentsRepository.ts';
import type { ContentRepository } from '../../repositories/ContentRepository.ts';
import type { InteractionRepository } from '../../repositories/InteractionRepository.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { CommentRules } from '../moderation/CommentModerationService.ts';
import type { SiteService } from '../site/SiteService.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';

const COMMENT_WINDOW_MS = 60_000;
const COMMENTS_PER_WINDOW = 5;

/** A comment just posted, and whether it waits for a moderator (the edge says so in words). */
export type SavedComment = Omit<CommentSaved, 'notice'>;

export class CommentService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly content: ContentRepository,
    private readonly interactions: InteractionRepository,
    private readonly site: SiteService,
    private readonly store: ShortLivedStore,
    private readonly clock: Clock,
    /** Suspensions, pre-moderation and banned words: what the moderators decided. */
    private readonly rules: CommentRules,
    /** A comment and the counts it changes are stored together or not at all. */
    private readonly transaction: Transaction,
  ) {}

  private toComment(
    row: CommentRow,
    liked: Set<number>,
    viewer: SignedInReader | undefined,
  ): Comment {
    const deactivated = row.user_status === 'deactivated' || row.user_status === 'deactivating';
    return {
      id: String(row.id),
      contentId: String(row.content_id),
      parentId: row.parent_id === null ? '' : String(row.parent_id),
      userId: deactivated ? '' : String(row.user_id),
      // The name is replaced, the words stay: the discussion keeps making sense.
      userName: deactivated ? '' : row.user_name,
      userAvatar: deactivated ? '' : row.user_avatar,
      authorDeactivated: deactivated,
      replyToName: row.reply_to_name ?? '',
      content: row.body,
      likeCount: row.like_count,
      replyCount: row.reply_count,
      liked: liked.has(row.id),
      mine: viewer?.id === row.user_id,
      createdAt: row.created_at,
    };
  }

  private async page(
    rows: CommentRow[],
    total: number,
    paging: Paging,
    viewer: SignedInReader | undefined,
  ) {
    const liked = viewer
      ? await this.comments.likedBy(
          viewer.id,
          rows.map((r) => r.id),
        )
      : new Set<number>();
    return {
      rows: rows.map((r) => ({
        ...this.toComment(r, liked, viewer),
        contentTitle: r.content_title,
      })),
      total,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  }

  async list(
    site: SiteInfo,
    contentId: string,
    order: 'newest' | 'hottest',
    paging: Paging,
    viewer: SignedInReader | undefined,
  ) {
    const item = await this.content.find(site.id, Number(contentId), this.clock.iso());
    if (!item) throw DomainError.refused('error.noData');
    const page = await this.comments.list({ contentId: item.id, parentId: null }, order, paging);
    return this.page(page.rows, page.total, paging, viewer);
  }

  async replies(
    site: SiteInfo,
    commentId: string,
    paging: Paging,
    viewer: SignedInReader | undefined,
  ) {
    const parent = await this.comments.find(Number(commentId));
    if (parent?.site_id !== site.id || parent.status !== 'visible')
      throw DomainError.refused('error.noData');
    const page = await this.comments.list({ parentId: parent.id }, 'oldest', paging);
    return this.page(page.rows, page.total, paging, viewer);
  }

  async mine(user: SignedInReader, paging: Paging) {
    const page = await this.comments.list({ userId: user.id, parentId: null }, 'newest', paging);
    return this.page(page.rows, page.total, paging, user);
  }

  async count(site: SiteInfo, contentId: string): Promise<{ count: number }> {
    const item = await this.content.find(site.id, Number(contentId), this.clock.iso());
    if (!item) throw DomainError.refused('error.noData');
    return { count: await this.comments.countVisible(item.id) };
  }

  /**
   * A comment or a reply. Stored as plain text (the client escapes it like any text), at most
   * COMMENT_MAX_LENGTH characters, only where the item and the site allow comments and by a
   * reader not suspended from commenting. It waits for a moderator — counted nowhere, shown to
   * nobody, its reply notification held back — when the site or the item is pre-moderated or it
   * holds a banned word; the answer says so.
   */
  async save(
    site: SiteInfo,
    user: SignedInReader,
    input: { contentId: string; parentId?: string | undefined; content: string },
  ): Promise<SavedComment> {
    const text = input.content.replace(/\r\n?/g, '\n').trim();
    if (text === '') throw DomainError.refused('error.commentEmpty');
    if (Array.from(text).length > COMMENT_MAX_LENGTH)
      throw DomainError.refused('error.commentTooLong', { max: COMMENT_MAX_LENGTH });
    const item = await this.content.find(site.id, Number(input.contentId), this.clock.iso());
    if (!item) throw DomainError.refused('error.noData');
    const switches = await this.site.switches(site);
    if (!switches.commentEnabled || item.comment_enabled !== 1)
      throw DomainError.refused('error.commentsOff');
    let parent: CommentRow | undefined;
    if (input.parentId !== undefined) {
      parent = await this.comments.find(Number(input.parentId));
      if (parent?.content_id !== item.id || parent.status !== 'visible')
        throw DomainError.refused('error.noData');
    }
    const suspended = await this.rules.suspension(user.id);
    if (suspended)
      throw DomainError.refused('error.commentSuspended', {
        until: new Date(suspended.until),
        reason: suspended.reason,
      });
    const recent = await this.store.increment(`comments:${String(user.id)}`, COMMENT_WINDOW_MS);
    if (recent > COMMENTS_PER_WINDOW) throw DomainError.refused('error.commentRateLimited');
    const hold = await this.rules.holdFor(site.id, item.id, text);

    // Replies to a reply stay in the top-level thread, addressed to the reply's author.
    const threadId = parent ? (parent.parent_id ?? parent.id) : null;
    const id = await this.transaction(async (tx) => {
      const created = await tx.comments.insert({
        site_id: site.id,
        content_id: item.id,
        user_id: user.id,
        parent_id: threadId,
        reply_to_user_id: parent ? parent.user_id : null,
        body: text,
        created_at: this.clock.iso(),
        status: hold === '' ? 'visible' : 'pending',
        hold_reason: hold,
      });
      if (hold !== '') return created;
      if (threadId !== null) await tx.comments.addReplies(threadId, 1);
      await tx.content.addToCount(item.id, 'comment_count', 1);
      if (parent && parent.user_id !== user.id) {
        await tx.interactions.insertMessage({
          user_id: parent.user_id,
          kind: 'reply',
          from_name: user.name,
          body: text.slice(0, 200),
          content_id: item.id,
          comment_id: created,
          created_at: this.clock.iso(),
        });
      }
      return created;
    });
    const row = await this.comments.find(id);
    if (!row) throw DomainError.refused('error.noData');
    return {
      ...this.toComment(row, new Set(), user),
      awaitingReview: hold !== '',
    };
  }

  async remove(user: SignedInReader, id: string): Promise<null> {
    const row = await this.comments.find(Number(id));
    if (!row || row.status === 'deleted') throw DomainError.refused('error.noData');
    if (row.user_id !== user.id) throw DomainError.refused('error.notYours');
    const changed = await this.transaction(async (tx) => {
      // Only a visible comment was counted; one a moderator hid, or one still waiting for
      // approval, is already out of the counts.
      if (await tx.comments.changeStatus(row.id, ['visible'], 'deleted')) {
        await this.uncount(tx, row);
        return true;
      }
      return tx.comments.changeStatus(row.id, ['hidden', 'pending'], 'deleted');
    });
    if (!changed) throw DomainError.refused('error.noData');
    return null;
  }

  /** Takes a comment that stopped being visible out of its thread's and its item's counts. */
  private async uncount(
    tx: Pick<Repositories, 'comments' | 'content'>,
    row: CommentRow,
  ): Promise<void> {
    if (row.parent_id !== null) await tx.comments.addReplies(row.parent_id, -1);
    await tx.content.addToCount(row.content_id, 'comment_count', -1);
  }

  async like(
    site: SiteInfo,
    user: SignedInReader,
    id: string,
    on: boolean,
  ): Promise<{ likeCount: number; liked: boolean }> {
    const row = await this.comments.find(Number(id));
    if (row?.site_id !== site.id || row.status !== 'visible')
      throw DomainError.refused('error.noData');
    const changed = on
      ? await this.comments.like(row.id, user.id, this.clock.iso())
      : await this.comments.unlike(row.id, user.id);
    if (changed && on && row.user_id !== user.id) {
      await this.interactions.insertMessage({
        user_id: row.user_id,
        kind: 'commentLike',
        from_name: user.name,
        body: row.body.slice(0, 200),
        content_id: row.content_id,
        comment_id: row.id,
        created_at: this.clock.iso(),
      });
    }
    const after = await this.comments.find(row.id);
    return { likeCount: after?.like_count ?? 0, liked: on };
  }
}
