import type {
  CommentAction,
  CommentQueue,
  ModeratedComment,
  ModerationSettings,
} from '@news/contract/console/moderationSchemas';
import {
  COMMENT_QUEUES,
  COMMENT_STATUSES,
  HOLD_REASONS,
} from '@news/contract/console/moderationSchemas';
import type { ListPage, Paging } from '@news/contract/envelope';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { bulkAction, type BulkOutcome } from '../shared/bulkAction.ts';
import { DomainError } from '../shared/DomainError.ts';
import { assertSiteId, sitesOf, type Moderator } from './Moderator.ts';
import type { QueuedCommentRow } from '../../repositories/CommentQueueRepository.ts';
import type { CommentRow } from '../../repositories/CommentsRepository.ts';
import { bannedWordsIn } from './bannedWords.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PublicChange } from '../shared/PublicChange.ts';
import { siteLangOf } from '../shared/sites.ts';

/** Why a new comment waits for approval ('' when it does not). */
export type HoldReason = (typeof HOLD_REASONS)[number];

/** What the reader API asks before a comment is stored. */
export interface CommentRules {
  /** The reader's running suspension from commenting, if any. */
  suspension(userId: number): Promise<{ until: string; reason: string } | undefined>;
  holdFor(siteId: number, contentId: number, text: string): Promise<HoldReason>;
}

/** The site's own switch in its settings table: every comment waits for approval. */
const PREMODERATION_KEY = 'premoderation';

/** How much of a comment the audit log keeps. */
const AUDIT_TEXT = 200;

function toModerated(row: QueuedCommentRow, bannedWords: readonly string[]): ModeratedComment {
  const status = COMMENT_STATUSES.find((s) => s === row.status) ?? 'hidden';
  const holdReason = HOLD_REASONS.find((r) => r === row.hold_reason) ?? '';
  return {
    id: String(row.id),
    site: siteLangOf(row.site_id),
    contentId: String(row.content_id),
    contentTitle: row.content_title,
    parentId: row.parent_id === null ? '' : String(row.parent_id),
    userId: String(row.user_id),
    userName: row.user_name || row.username,
    content: row.body,
    status,
    holdReason,
    bannedWords: holdReason === 'bannedWord' ? bannedWordsIn(row.body, bannedWords) : [],
    openReports: row.open_reports,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    authorSuspendedUntil: row.comment_suspended_until,
  };
}

/**
 * The comment queues: comments new, reported, held for approval and hidden, per site, item and
 * reader; approving, hiding, restoring and deleting them; and what decides that a new comment
 * waits — the site's or the item's pre-moderation, and the site's banned words. Every decision is
 * one transaction with the item's counts and its audit entry, and reaches readers at once.
 */
export class CommentModerationService implements CommentRules {
  constructor(
    private readonly repos: Pick<
      Repositories,
      'commentQueue' | 'comments' | 'moderationSettings' | 'siteConfig' | 'users'
    >,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  async suspension(userId: number): Promise<{ until: string; reason: string } | undefined> {
    const user = await this.repos.users.find(userId);
    const until = user?.comment_suspended_until;
    if (!user || !until || until <= this.clock.iso()) return undefined;
    return { until, reason: user.comment_suspension_reason };
  }

  async holdFor(siteId: number, contentId: number, text: string): Promise<HoldReason> {
    const settings = this.repos.moderationSettings;
    const [switches, itemHeld, words] = await Promise.all([
      this.repos.siteConfig.switches(siteId),
      settings.isPremoderated(contentId),
      settings.bannedWords(siteId),
    ]);
    if (switches[PREMODERATION_KEY] === 'true' || itemHeld) return 'premoderation';
    return bannedWordsIn(text, words).length > 0 ? 'bannedWord' : '';
  }

  // Settings.

  async settings(moderator: Moderator, site: SiteLang): Promise<ModerationSettings> {
    const [siteId] = sitesOf(moderator, site);
    if (siteId === undefined) throw DomainError.notFound();
    const repo = this.repos.moderationSettings;
    const [switches, bannedWords, items] = await Promise.all([
      this.repos.siteConfig.switches(siteId),
      repo.bannedWords(siteId),
      repo.premoderatedItems(siteId),
    ]);
    return {
      site,
      premoderation: switches[PREMODERATION_KEY] === 'true',
      bannedWords,
      premoderatedItems: items.map((i) => ({ id: String(i.id), title: i.title })),
    };
  }

  async saveSettings(
    moderator: Moderator,
    site: SiteLang,
    input: { premoderation: boolean; bannedWords: readonly string[] },
  ): Promise<ModerationSettings> {
    const before = await this.settings(moderator, site);
    const siteId = siteByLang(site).id;
    const words = [
      ...new Set(input.bannedWords.map((w) => w.trim().normalize('NFKC').toLowerCase())),
    ]
      .filter(Boolean)
      .sort();
    await this.transaction(async (tx) => {
      await tx.siteConfig.setSwitch(siteId, PREMODERATION_KEY, String(input.premoderation));
      await tx.moderationSettings.replaceBannedWords(siteId, words, this.clock.iso());
      await this.audit.record(tx, moderator.actor, {
        action: 'moderation.settings',
        target: { type: 'site', id: site },
        siteId,
        before: { premoderation: before.premoderation, bannedWords: before.bannedWords },
        after: { premoderation: input.premoderation, bannedWords: words },
      });
    });
    return this.settings(moderator, site);
  }

  /** Holds (or stops holding) every new comment of one item for approval. */
  async setItemPremoderation(moderator: Moderator, contentId: number, on: boolean): Promise<void> {
    await this.transaction(async (tx) => {
      const item = await tx.editorial.brief(contentId);
      if (!item) throw DomainError.notFound();
      assertSiteId(moderator, item.site_id);
      const changed = await tx.moderationSettings.setPremoderated(
        item.id,
        item.site_id,
        on,
        this.clock.iso(),
      );
      if (changed)
        await this.audit.record(tx, moderator.actor, {
          action: 'moderation.itemPremoderation',
          target: { type: 'content', id: item.id },
          siteId: item.site_id,
          before: { premoderation: !on },
          after: { premoderation: on, title: item.title },
        });
    });
  }

  // Queues.

  async queue(
    moderator: Moderator,
    query: {
      queue: CommentQueue;
      site?: SiteLang | undefined;
      contentId?: string | undefined;
      userId?: string | undefined;
      q?: string | undefined;
    } & Paging,
  ): Promise<ListPage<ModeratedComment>> {
    const siteIds = sitesOf(moderator, query.site);
    const page = await this.repos.commentQueue.list(
      {
        queue: query.queue,
        siteIds,
        contentId: query.contentId === undefined ? undefined : Number(query.contentId),
        userId: query.userId === undefined ? undefined : Number(query.userId),
        words: query.q,
      },
      query,
    );
    return {
      rows: await this.present(page.rows),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** Rows as the console shows them, with the banned words that held them. */
  async present(rows: readonly QueuedCommentRow[]): Promise<ModeratedComment[]> {
    const settings = this.repos.moderationSettings;
    const words = new Map<number, string[]>();
    for (const siteId of new Set(
      rows.filter((r) => r.hold_reason === 'bannedWord').map((r) => r.site_id),
    ))
      words.set(siteId, await settings.bannedWords(siteId));
    return rows.map((r) => toModerated(r, words.get(r.site_id) ?? []));
  }

  async counts(siteIds: readonly number[]): Promise<Record<CommentQueue, number>> {
    const repo = this.repos.commentQueue;
    const counts = await Promise.all(COMMENT_QUEUES.map((q) => repo.count(q, siteIds)));
    return {
      new: counts[0] ?? 0,
      reported: counts[1] ?? 0,
      held: counts[2] ?? 0,
      hidden: counts[3] ?? 0,
    };
  }

  // Decisions.

  act(moderator: Moderator, action: CommentAction, ids: readonly number[]): Promise<BulkOutcome> {
    return bulkAction(
      ids,
      async (id) => {
        const row = await this.repos.comments.find(id);
        if (row) assertSiteId(moderator, row.site_id);
      },
      async (id) => {
        await this.decide(moderator, action, id);
      },
    );
  }

  /**
   * One decision on one comment:
   * - approve: a held comment becomes visible (and counted); a visible one is marked looked at;
   *   its open reports are dismissed;
   * - hide: a visible or held comment is hidden (a moderator can restore it); its reports close;
   * - restore: a hidden comment is visible again;
   * - delete: the comment is gone for good, from every queue; its reports close.
   */
  async decide(moderator: Moderator, action: CommentAction, id: number): Promise<CommentRow> {
    const row = await this.transaction(async (tx) => {
      const comments = tx.comments;
      const found = await comments.find(id);
      if (!found) throw DomainError.notFound();
      assertSiteId(moderator, found.site_id);
      const now = this.clock.iso();
      const stamp = { reviewed_at: now, moderated_by: moderator.staffId };
      const from = found.status;
      let to = from;
      let reports: 'hidden' | 'dismissed' = 'hidden';
      switch (action) {
        case 'approve':
          to = 'visible';
          reports = 'dismissed';
          if (!(await comments.changeStatus(id, ['pending', 'visible'], 'visible', stamp)))
            throw DomainError.refused('error.commentNotHeld');
          break;
        case 'hide':
          to = 'hidden';
          if (!(await comments.changeStatus(id, ['visible', 'pending'], 'hidden', stamp)))
            throw DomainError.refused('error.commentNotShown');
          break;
        case 'restore':
          to = 'visible';
          if (!(await comments.changeStatus(id, ['hidden'], 'visible', stamp)))
            throw DomainError.refused('error.commentNotHidden');
          break;
        case 'delete':
          to = 'deleted';
          if (
            !(await comments.changeStatus(id, ['visible', 'pending', 'hidden'], 'deleted', stamp))
          )
            throw DomainError.refused('error.commentGone');
          break;
      }
      if (from !== 'visible' && to === 'visible') await this.becameVisible(tx, found, now);
      if (from === 'visible' && to !== 'visible') await this.stoppedBeingVisible(tx, found);
      const closed = await tx.reports.close(
        { type: 'comment', id },
        reports,
        now,
        moderator.staffId,
      );
      await this.audit.record(tx, moderator.actor, {
        action: `comment.${action}`,
        target: { type: 'comment', id },
        siteId: found.site_id,
        before: { status: from, content: found.body.slice(0, AUDIT_TEXT), author: found.user_name },
        after: { status: to, ...(closed > 0 ? { reportsClosed: closed } : {}) },
      });
      return found;
    });
    // The item's comment count, and its comments, changed: not which items the lists show.
    this.onPublicChange({
      scope: 'items',
      siteId: row.site_id,
      itemIds: [row.content_id],
      lists: false,
    });
    return row;
  }

  /**
   * A comment readers now see is counted on its item and thread, and its author's reply
   * notification, held back while it waited, goes out now.
   */
  private async becameVisible(
    tx: Pick<Repositories, 'comments' | 'content' | 'interactions'>,
    row: CommentRow,
    now: string,
  ): Promise<void> {
    if (row.parent_id !== null) await tx.comments.addReplies(row.parent_id, 1);
    await tx.content.addToCount(row.content_id, 'comment_count', 1);
    if (row.status !== 'pending' || row.reply_to_user_id === null) return;
    if (row.reply_to_user_id === row.user_id) return;
    await tx.interactions.insertMessage({
      user_id: row.reply_to_user_id,
      kind: 'reply',
      from_name: row.user_name,
      body: row.body.slice(0, 200),
      content_id: row.content_id,
      comment_id: row.id,
      created_at: now,
    });
  }

  private async stoppedBeingVisible(
    tx: Pick<Repositories, 'comments' | 'content'>,
    row: CommentRow,
  ): Promise<void> {
    if (row.parent_id !== null) await tx.comments.addReplies(row.parent_id, -1);
    await tx.content.addToCount(row.content_id, 'comment_count', -1);
  }
}
