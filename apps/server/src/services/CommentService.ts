import type { Comment, CommentSaved } from '@news/contract/accountSchemas';
import { COMMENT_MAX_LENGTH } from '@news/contract/accountSchemas';
import type { Paging } from '@news/contract/envelope';
import { siteDateTimeOptions, type SiteInfo } from '@news/contract/sites';
import { ApiError } from '../http/ApiError.ts';
import { translate } from '../i18n/serverMessages.ts';
import type { AuthUser } from '../http/routeSpec.ts';
import type { CommentRow, CommentsRepository } from '../repositories/CommentsRepository.ts';
import type { ContentRepository } from '../repositories/ContentRepository.ts';
import type { InteractionRepository } from '../repositories/InteractionRepository.ts';
import type { ShortLivedStore } from '../state/ShortLivedStore.ts';
import type { CommentRules } from './CommentModerationService.ts';
import type { SiteService } from './SiteService.ts';

/** The repositories a comment write changes, bound to one transaction. */
interface CommentWriteRepositories {
  comments: CommentsRepository;
  content: ContentRepository;
  interactions: InteractionRepository;
}

/** Runs `work` in one transaction: a comment and the counts it changes are stored together or not at all. */
type CommentWrites = <T>(work: (repos: CommentWriteRepositories) => Promise<T>) => Promise<T>;

const COMMENT_WINDOW_MS = 60_000;
const COMMENTS_PER_WINDOW = 5;

/**
 * The end of a suspension as the reader reads it: in their site's language, time zone and clock
 * (the message names the zone: Beijing time).
 */
function suspensionEnd(site: SiteInfo, iso: string): string {
  return new Intl.DateTimeFormat(
    site.locale,
    siteDateTimeOptions(site, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  ).format(new Date(iso));
}

export class CommentService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly content: ContentRepository,
    private readonly interactions: InteractionRepository,
    private readonly site: SiteService,
    private readonly store: ShortLivedStore,
    private readonly now: () => string,
    /** Suspensions, pre-moderation and banned words: what the moderators decided. */
    private readonly rules: CommentRules,
    private readonly write: CommentWrites,
  ) {}

  private toComment(row: CommentRow, liked: Set<number>, viewer: AuthUser | undefined): Comment {
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
    viewer: AuthUser | undefined,
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
    viewer: AuthUser | undefined,
  ) {
    const item = await this.content.find(site.id, Number(contentId), this.now());
    if (!item) throw ApiError.refused('error.noData');
    const page = await this.comments.list({ contentId: item.id, parentId: null }, order, paging);
    return this.page(page.rows, page.total, paging, viewer);
  }

  async replies(site: SiteInfo, commentId: string, paging: Paging, viewer: AuthUser | undefined) {
    const parent = await this.comments.find(Number(commentId));
    if (parent?.site_id !== site.id || parent.status !== 'visible')
      throw ApiError.refused('error.noData');
    const page = await this.comments.list({ parentId: parent.id }, 'oldest', paging);
    return this.page(page.rows, page.total, paging, viewer);
  }

  async mine(user: AuthUser, paging: Paging) {
    const page = await this.comments.list({ userId: user.id, parentId: null }, 'newest', paging);
    return this.page(page.rows, page.total, paging, user);
  }

  async count(site: SiteInfo, contentId: string): Promise<{ count: number }> {
    const item = await this.content.find(site.id, Number(contentId), this.now());
    if (!item) throw ApiError.refused('error.noData');
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
    user: AuthUser,
    input: { contentId: string; parentId?: string | undefined; content: string },
  ): Promise<CommentSaved> {
    const text = input.content.replace(/\r\n?/g, '\n').trim();
    if (text === '') throw ApiError.refused('error.commentEmpty');
    if (Array.from(text).length > COMMENT_MAX_LENGTH)
      throw ApiError.refused('error.commentTooLong', { max: COMMENT_MAX_LENGTH });
    const item = await this.content.find(site.id, Number(input.contentId), this.now());
    if (!item) throw ApiError.refused('error.noData');
    const switches = await this.site.switches(site);
    if (!switches.commentEnabled || item.comment_enabled !== 1)
      throw ApiError.refused('error.commentsOff');
    let parent: CommentRow | undefined;
    if (input.parentId !== undefined) {
      parent = await this.comments.find(Number(input.parentId));
      if (parent?.content_id !== item.id || parent.status !== 'visible')
        throw ApiError.refused('error.noData');
    }
    const suspended = await this.rules.suspension(user.id);
    if (suspended)
      throw ApiError.refused('error.commentSuspended', {
        until: suspensionEnd(site, suspended.until),
        reason: suspended.reason,
      });
    const recent = await this.store.increment(`comments:${String(user.id)}`, COMMENT_WINDOW_MS);
    if (recent > COMMENTS_PER_WINDOW) throw ApiError.refused('error.commentRateLimited');
    const hold = await this.rules.holdFor(site.id, item.id, text);

    // Replies to a reply stay in the top-level thread, addressed to the reply's author.
    const threadId = parent ? (parent.parent_id ?? parent.id) : null;
    const id = await this.write(async (tx) => {
      const created = await tx.comments.insert({
        site_id: site.id,
        content_id: item.id,
        user_id: user.id,
        parent_id: threadId,
        reply_to_user_id: parent ? parent.user_id : null,
        body: text,
        created_at: this.now(),
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
          created_at: this.now(),
        });
      }
      return created;
    });
    const row = await this.comments.find(id);
    if (!row) throw ApiError.refused('error.noData');
    return {
      ...this.toComment(row, new Set(), user),
      awaitingReview: hold !== '',
      notice: hold === '' ? '' : translate(site.lang, 'ok.commentAwaitsReview'),
    };
  }

  async remove(user: AuthUser, id: string): Promise<null> {
    const row = await this.comments.find(Number(id));
    if (!row || row.status === 'deleted') throw ApiError.refused('error.noData');
    if (row.user_id !== user.id) throw ApiError.refused('error.notYours');
    const changed = await this.write(async (tx) => {
      // Only a visible comment was counted; one a moderator hid, or one still waiting for
      // approval, is already out of the counts.
      if (await tx.comments.changeStatus(row.id, ['visible'], 'deleted')) {
        await this.uncount(tx, row);
        return true;
      }
      return tx.comments.changeStatus(row.id, ['hidden', 'pending'], 'deleted');
    });
    if (!changed) throw ApiError.refused('error.noData');
    return null;
  }

  /** Takes a comment that stopped being visible out of its thread's and its item's counts. */
  private async uncount(tx: CommentWriteRepositories, row: CommentRow): Promise<void> {
    if (row.parent_id !== null) await tx.comments.addReplies(row.parent_id, -1);
    await tx.content.addToCount(row.content_id, 'comment_count', -1);
  }

  async like(
    site: SiteInfo,
    user: AuthUser,
    id: string,
    on: boolean,
  ): Promise<{ likeCount: number; liked: boolean }> {
    const row = await this.comments.find(Number(id));
    if (row?.site_id !== site.id || row.status !== 'visible')
      throw ApiError.refused('error.noData');
    const changed = on
      ? await this.comments.like(row.id, user.id, this.now())
      : await this.comments.unlike(row.id, user.id);
    if (changed && on && row.user_id !== user.id) {
      await this.interactions.insertMessage({
        user_id: row.user_id,
        kind: 'commentLike',
        from_name: user.name,
        body: row.body.slice(0, 200),
        content_id: row.content_id,
        comment_id: row.id,
        created_at: this.now(),
      });
    }
    const after = await this.comments.find(row.id);
    return { likeCount: after?.like_count ?? 0, liked: on };
  }
}
