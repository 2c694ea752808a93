import type {
  ReaderDetail,
  ReaderStatus,
  ReaderSummary,
} from '@news/contract/console/moderationSchemas';
import { READER_STATUSES } from '@news/contract/console/moderationSchemas';
import type { ListPage, Paging } from '@news/contract/envelope';
import type { SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { DomainError } from '../shared/DomainError.ts';
import { sitesOf, type Moderator } from './Moderator.ts';
import type { UserRow } from '../../repositories/UsersRepository.ts';
import type { CommentModerationService } from './CommentModerationService.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { siteLangOf } from '../shared/sites.ts';

function statusOf(value: string): ReaderStatus {
  return READER_STATUSES.find((s) => s === value) ?? 'active';
}

/** A suspension from commenting that has run out is no suspension. */
function runningUntil(until: string | null, now: string): string | null {
  return until !== null && until > now ? until : null;
}

function toSummary(row: UserRow, comments: number, now: string): ReaderSummary {
  return {
    id: String(row.id),
    username: row.username,
    name: row.name,
    site: siteLangOf(row.site_id),
    status: statusOf(row.status),
    createdAt: row.created_at,
    commentCount: comments,
    commentSuspendedUntil: runningUntil(row.comment_suspended_until, now),
  };
}

/**
 * Reader accounts as moderators see them: found by name, viewed (the ID number only masked,
 * never a hash), suspended from commenting for a time or altogether, restored, signed out
 * everywhere, written to. A moderator acts on readers of their sites: those registered there,
 * and those who commented there.
 */
export class ReaderAccountService {
  constructor(
    private readonly repos: Pick<Repositories, 'commentQueue' | 'comments' | 'sessions' | 'users'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly comments: CommentModerationService,
  ) {}

  async list(
    moderator: Moderator,
    query: {
      site?: SiteLang | undefined;
      q?: string | undefined;
      status?: ReaderStatus | undefined;
    } & Paging,
  ): Promise<ListPage<ReaderSummary>> {
    const users = this.repos.users;
    const page = await users.page(
      { siteIds: sitesOf(moderator, query.site), status: query.status, words: query.q },
      query,
      'newest',
    );
    const counts = await users.commentCounts(page.rows.map((r) => r.id));
    const now = this.clock.iso();
    return {
      rows: page.rows.map((r) => toSummary(r, counts.get(r.id) ?? 0, now)),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /**
   * The reader, once the moderator may act on them: registered on one of their sites, or
   * having commented on one. 404 when there is no such reader, 403 when they are another's.
   */
  private async reader(
    repos: Pick<Repositories, 'comments' | 'users'>,
    moderator: Moderator,
    id: number,
  ): Promise<UserRow> {
    const user = await repos.users.find(id);
    if (!user) throw DomainError.notFound();
    if (moderator.siteIds.includes(user.site_id)) return user;
    if (!(await repos.comments.hasCommentedOn(id, moderator.siteIds)))
      throw DomainError.forbidden('error.forbiddenSite', { site: siteLangOf(user.site_id) });
    return user;
  }

  async get(moderator: Moderator, id: number): Promise<ReaderDetail> {
    const user = await this.reader(this.repos, moderator, id);
    const now = this.clock.iso();
    const [counts, sessions, recent] = await Promise.all([
      this.repos.users.commentCounts([id]),
      this.repos.sessions.countLive(id, now),
      this.repos.commentQueue.byUser(id, moderator.siteIds, 20),
    ]);
    return {
      ...toSummary(user, counts.get(id) ?? 0, now),
      gender: user.gender,
      address: user.address,
      bio: user.bio,
      birthday: user.birthday,
      phone: user.phone,
      wechatAccount: user.wechat_account,
      idNumberMasked: user.id_number_masked,
      signsInWithWechat: user.wx_openid !== null,
      reviewNote: user.review_note,
      suspensionReason: user.status === 'suspended' ? user.suspension_reason : '',
      commentSuspensionReason: runningUntil(user.comment_suspended_until, now)
        ? user.comment_suspension_reason
        : '',
      deactivationRequestedAt: user.deactivation_requested_at,
      activeSessions: sessions,
      recentComments: await this.comments.present(recent),
    };
  }

  /** Ends every session and stops sign-in until a moderator restores the account. */
  async suspend(moderator: Moderator, id: number, reason: string): Promise<ReaderDetail> {
    await this.transaction(async (tx) => {
      const user = await this.reader(tx, moderator, id);
      const now = this.clock.iso();
      const users = tx.users;
      const changed = await users.changeFrom(id, ['active'], {
        status: 'suspended',
        suspension_reason: reason,
        updated_at: now,
      });
      if (!changed) throw DomainError.refused('error.readerNotActive');
      await tx.sessions.revokeAll(id, now);
      await this.audit.record(tx, moderator.actor, {
        action: 'reader.suspend',
        target: { type: 'reader', id },
        siteId: user.site_id,
        before: { username: user.username, status: user.status },
        after: { username: user.username, status: 'suspended', reason },
      });
    });
    return this.get(moderator, id);
  }

  /** The reader may not comment for `hours`; they are told until when, and why, if they try. */
  async suspendCommenting(
    moderator: Moderator,
    id: number,
    hours: number,
    reason: string,
  ): Promise<ReaderDetail> {
    await this.transaction(async (tx) => {
      const user = await this.reader(tx, moderator, id);
      const now = this.clock.iso();
      const until = new Date(this.clock.date().getTime() + hours * 3_600_000).toISOString();
      await tx.users.update(id, {
        comment_suspended_until: until,
        comment_suspension_reason: reason,
        updated_at: now,
      });
      await this.audit.record(tx, moderator.actor, {
        action: 'reader.suspendCommenting',
        target: { type: 'reader', id },
        siteId: user.site_id,
        before: {
          username: user.username,
          commentSuspendedUntil: runningUntil(user.comment_suspended_until, now),
        },
        after: { username: user.username, commentSuspendedUntil: until, hours, reason },
      });
    });
    return this.get(moderator, id);
  }

  /** Lifts a suspension: of the account, of commenting, or both. */
  async restore(moderator: Moderator, id: number): Promise<ReaderDetail> {
    await this.transaction(async (tx) => {
      const user = await this.reader(tx, moderator, id);
      const now = this.clock.iso();
      const commenting = runningUntil(user.comment_suspended_until, now);
      if (user.status !== 'suspended' && commenting === null)
        throw DomainError.refused('error.readerNotSuspended');
      await tx.users.update(id, {
        ...(user.status === 'suspended' ? { status: 'active', suspension_reason: '' } : {}),
        comment_suspended_until: null,
        comment_suspension_reason: '',
        updated_at: now,
      });
      await this.audit.record(tx, moderator.actor, {
        action: 'reader.restore',
        target: { type: 'reader', id },
        siteId: user.site_id,
        before: { username: user.username, status: user.status, commentSuspendedUntil: commenting },
        after: {
          username: user.username,
          status: user.status === 'suspended' ? 'active' : user.status,
          commentSuspendedUntil: null,
        },
      });
    });
    return this.get(moderator, id);
  }

  /** Signs the reader out on every device. */
  async endSessions(moderator: Moderator, id: number): Promise<ReaderDetail> {
    await this.transaction(async (tx) => {
      const user = await this.reader(tx, moderator, id);
      const now = this.clock.iso();
      const sessions = tx.sessions;
      const live = await sessions.countLive(id, now);
      await sessions.revokeAll(id, now);
      await this.audit.record(tx, moderator.actor, {
        action: 'reader.endSessions',
        target: { type: 'reader', id },
        siteId: user.site_id,
        before: { activeSessions: live },
        after: { activeSessions: 0 },
      });
    });
    return this.get(moderator, id);
  }

  /** A message in the reader's messages, from the newsroom. */
  async message(moderator: Moderator, id: number, body: string): Promise<ReaderDetail> {
    await this.transaction(async (tx) => {
      const user = await this.reader(tx, moderator, id);
      if (user.status === 'deactivated') throw DomainError.refused('error.readerDeactivated');
      await tx.interactions.insertMessage({
        user_id: id,
        kind: 'system',
        body,
        content_id: null,
        comment_id: null,
        created_at: this.clock.iso(),
      });
      await this.audit.record(tx, moderator.actor, {
        action: 'reader.message',
        target: { type: 'reader', id },
        siteId: user.site_id,
        after: { username: user.username, body },
      });
    });
    return this.get(moderator, id);
  }
}
