import { randomBytes } from 'node:crypto';
import type { Deactivation, Registration } from '@news/contract/console/moderationSchemas';
import type { ListPage, Paging } from '@news/contract/envelope';
import type { SiteLang } from '@news/contract/sites';
import { DUMMY_HASH } from '../../accounts/passwords.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { bulkAction, type BulkOutcome } from '../shared/bulkAction.ts';
import { DomainError } from '../shared/DomainError.ts';
import { assertSiteId, sitesOf, type Moderator } from './Moderator.ts';
import type { UserRow } from '../../repositories/UsersRepository.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { siteLangOf } from '../shared/sites.ts';

/**
 * The back office's review of accounts: registrations awaiting approval (approve, or reject with
 * the reason the reader sees at sign-in) and deactivation requests (remove the personal data).
 * The console and the operator CLI both come here, so each decision is checked and audited alike.
 */
export class RegistrationService {
  constructor(
    private readonly repos: Pick<Repositories, 'users'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async pending(
    moderator: Moderator,
    query: { site?: SiteLang | undefined; q?: string | undefined } & Paging,
  ): Promise<ListPage<Registration>> {
    const page = await this.repos.users.page(
      { siteIds: sitesOf(moderator, query.site), status: 'pending', words: query.q },
      query,
      'oldest',
    );
    return {
      rows: page.rows.map((u) => ({
        id: String(u.id),
        username: u.username,
        site: siteLangOf(u.site_id),
        createdAt: u.created_at,
      })),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async deactivations(
    moderator: Moderator,
    query: { site?: SiteLang | undefined } & Paging,
  ): Promise<ListPage<Deactivation>> {
    const page = await this.repos.users.page(
      { siteIds: sitesOf(moderator, query.site), status: 'deactivating' },
      query,
      'oldest',
    );
    return {
      rows: page.rows.map((u) => ({
        id: String(u.id),
        username: u.username,
        site: siteLangOf(u.site_id),
        registeredAt: u.created_at,
        requestedAt: u.deactivation_requested_at ?? u.updated_at,
      })),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** Refuses (403) a reader of a site the moderator does not work on; a missing one passes. */
  private async checkSite(moderator: Moderator, id: number): Promise<void> {
    const user = await this.repos.users.find(id);
    if (user) assertSiteId(moderator, user.site_id);
  }

  private async reader(
    users: Repositories['users'],
    moderator: Moderator,
    id: number,
  ): Promise<UserRow> {
    const user = await users.find(id);
    if (!user) throw DomainError.notFound();
    assertSiteId(moderator, user.site_id);
    return user;
  }

  /** The account can sign in from now on; the reader finds a message saying so. */
  async approve(moderator: Moderator, id: number): Promise<UserRow> {
    return this.transaction(async (tx) => {
      const users = tx.users;
      const user = await this.reader(users, moderator, id);
      const now = this.clock.iso();
      if (
        !(await users.changeFrom(id, ['pending'], {
          status: 'active',
          review_note: '',
          updated_at: now,
        }))
      )
        throw DomainError.refused('error.notPending');
      await tx.interactions.insertMessage({
        user_id: id,
        kind: 'review',
        body: 'approved',
        content_id: null,
        comment_id: null,
        created_at: now,
      });
      await this.audit.record(tx, moderator.actor, {
        action: 'registration.approve',
        target: { type: 'reader', id },
        siteId: user.site_id,
        before: { username: user.username, status: 'pending' },
        after: { username: user.username, status: 'active' },
      });
      return user;
    });
  }

  /** The reader is told `reason` when they try to sign in. */
  async reject(moderator: Moderator, id: number, reason: string): Promise<UserRow> {
    const note = reason.trim().slice(0, 200);
    return this.transaction(async (tx) => {
      const users = tx.users;
      const user = await this.reader(users, moderator, id);
      if (
        !(await users.changeFrom(id, ['pending'], {
          status: 'rejected',
          review_note: note,
          updated_at: this.clock.iso(),
        }))
      )
        throw DomainError.refused('error.notPending');
      await this.audit.record(tx, moderator.actor, {
        action: 'registration.reject',
        target: { type: 'reader', id },
        siteId: user.site_id,
        before: { username: user.username, status: 'pending' },
        after: { username: user.username, status: 'rejected', reason: note },
      });
      return user;
    });
  }

  /**
   * Removes a deactivated account's personal data. The row stays (comments point at it) with an
   * unusable username and password, so its comments show as from a deactivated reader.
   */
  async processDeactivation(moderator: Moderator, id: number): Promise<UserRow> {
    return this.transaction(async (tx) => {
      const users = tx.users;
      const user = await this.reader(users, moderator, id);
      const now = this.clock.iso();
      const changed = await users.changeFrom(id, ['deactivating'], {
        status: 'deactivated',
        username: `deactivated-${String(id)}-${randomBytes(4).toString('hex')}`,
        password_hash: DUMMY_HASH,
        answer_hash: '',
        question: '',
        name: '',
        gender: 'unknown',
        address: '',
        bio: '',
        birthday: '',
        avatar: '',
        phone: '',
        wechat_account: '',
        id_number_enc: '',
        id_number_masked: '',
        wx_openid: null,
        updated_at: now,
      });
      if (!changed) throw DomainError.refused('error.notDeactivating');
      await tx.sessions.revokeAll(id, now);
      await tx.follows.removeAll(id);
      // The audit names the account as it was; what was removed is not copied into it.
      await this.audit.record(tx, moderator.actor, {
        action: 'deactivation.process',
        target: { type: 'reader', id },
        siteId: user.site_id,
        before: { username: user.username, status: 'deactivating' },
        after: { status: 'deactivated', personalData: 'removed' },
      });
      return user;
    });
  }

  approveMany(moderator: Moderator, ids: readonly number[]): Promise<BulkOutcome> {
    return bulkAction(
      ids,
      (id) => this.checkSite(moderator, id),
      async (id) => {
        await this.approve(moderator, id);
      },
    );
  }

  rejectMany(moderator: Moderator, ids: readonly number[], reason: string): Promise<BulkOutcome> {
    return bulkAction(
      ids,
      (id) => this.checkSite(moderator, id),
      async (id) => {
        await this.reject(moderator, id, reason);
      },
    );
  }

  processMany(moderator: Moderator, ids: readonly number[]): Promise<BulkOutcome> {
    return bulkAction(
      ids,
      (id) => this.checkSite(moderator, id),
      async (id) => {
        await this.processDeactivation(moderator, id);
      },
    );
  }
}
