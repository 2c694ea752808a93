import type { StaffRole } from '@news/contract/console/permissions';
import type { Staff } from '@news/contract/console/staffSchemas';
import { STAFF_USERNAME } from '@news/contract/console/staffSchemas';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { PasswordHasher } from '../../accounts/PasswordHasher.ts';
import type { Actor } from '../audit/Actor.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import { oneTimePassword } from './staffSecrets.ts';
import { staffSiteLangs, toStaff } from './toStaff.ts';

/**
 * The staff directory: the one place the console, the operator CLI and the tests add, change
 * and remove staff accounts, so every such change is checked and audited alike. Signing in is
 * StaffSessionService's.
 */
export class StaffDirectoryService {
  constructor(
    private readonly repos: Pick<Repositories, 'staff'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
  ) {}

  async list(): Promise<Staff[]> {
    const rows = await this.repos.staff.list();
    const sites = await this.repos.staff.siteIds(rows.map((r) => r.id));
    return rows.map((row) => toStaff(row, sites.get(row.id) ?? []));
  }

  async get(id: number): Promise<Staff> {
    const row = await this.repos.staff.find(id);
    if (!row) throw DomainError.notFound();
    const sites = await this.repos.staff.siteIds([id]);
    return toStaff(row, sites.get(id) ?? []);
  }

  async findByUsername(username: string): Promise<Staff | undefined> {
    const row = await this.repos.staff.findByUsername(username.trim().toLowerCase());
    return row ? this.get(row.id) : undefined;
  }

  /** A new account with a one-time password it must change at its first sign-in. */
  async add(
    actor: Actor,
    input: { username: string; role: StaffRole; sites: readonly SiteLang[] },
  ): Promise<{ staff: Staff; oneTimePassword: string }> {
    const username = input.username.trim().toLowerCase();
    if (!STAFF_USERNAME.test(username)) throw DomainError.refused('error.usernameFormat');
    const siteIds = siteIdsFor(input.role, input.sites);
    const password = oneTimePassword();
    const hash = await this.passwords.hash(password);
    const id = await this.transaction(async (tx) => {
      if (await tx.staff.findByUsername(username)) throw DomainError.refused('error.usernameTaken');
      const now = this.clock.iso();
      const newId = await tx.staff.insert({
        username,
        password_hash: hash,
        role: input.role,
        must_change_password: 1,
        created_at: now,
        updated_at: now,
      });
      await tx.staff.setSites(newId, siteIds);
      await this.audit.record(tx, actor, {
        action: 'staff.create',
        target: { type: 'staff', id: newId },
        after: { username, role: input.role, sites: staffSiteLangs(siteIds) },
      });
      return newId;
    });
    return { staff: await this.get(id), oneTimePassword: password };
  }

  async update(
    actor: Actor,
    id: number,
    input: { role: StaffRole; sites: readonly SiteLang[] },
  ): Promise<Staff> {
    const siteIds = siteIdsFor(input.role, input.sites);
    await this.transaction(async (tx) => {
      const row = await tx.staff.find(id);
      if (!row) throw DomainError.notFound();
      if (row.role === 'admin' && input.role !== 'admin' && (await tx.staff.countAdmins()) <= 1)
        throw DomainError.refused('error.lastAdmin');
      const before = toStaff(row, (await tx.staff.siteIds([id])).get(id) ?? []);
      await tx.staff.update(id, { role: input.role, updated_at: this.clock.iso() });
      await tx.staff.setSites(id, siteIds);
      await this.audit.record(tx, actor, {
        action: 'staff.update',
        target: { type: 'staff', id },
        before: { role: before.role, sites: before.sites },
        after: { role: input.role, sites: staffSiteLangs(siteIds) },
      });
    });
    return this.get(id);
  }

  /**
   * Removes an account: its sessions end at once and it can no longer sign in. The row stays for
   * the audit log, under a name no new account can take, so the username is free again.
   */
  async remove(actor: Actor, id: number): Promise<void> {
    if (actor.type === 'staff' && actor.id === id) throw DomainError.refused('error.notYourself');
    await this.transaction(async (tx) => {
      const row = await tx.staff.find(id);
      if (!row) throw DomainError.notFound();
      if (row.role === 'admin' && (await tx.staff.countAdmins()) <= 1)
        throw DomainError.refused('error.lastAdmin');
      const now = this.clock.iso();
      await tx.staff.update(id, {
        status: 'removed',
        username: `${row.username}#${String(id)}`,
        removed_at: now,
        updated_at: now,
      });
      await tx.staffSessions.revokeAll(id, now);
      await this.audit.record(tx, actor, {
        action: 'staff.remove',
        target: { type: 'staff', id },
        before: { username: row.username, role: row.role },
      });
    });
  }

  /** A new one-time password for someone who lost theirs; their sessions end. */
  async resetPassword(
    actor: Actor,
    id: number,
  ): Promise<{ staff: Staff; oneTimePassword: string }> {
    if (actor.type === 'staff' && actor.id === id) throw DomainError.refused('error.notYourself');
    const password = oneTimePassword();
    const hash = await this.passwords.hash(password);
    await this.transaction(async (tx) => {
      if (!(await tx.staff.find(id))) throw DomainError.notFound();
      const now = this.clock.iso();
      await tx.staff.update(id, { password_hash: hash, must_change_password: 1, updated_at: now });
      await tx.staffSessions.revokeAll(id, now);
      await this.audit.record(tx, actor, {
        action: 'staff.resetPassword',
        target: { type: 'staff', id },
      });
    });
    return { staff: await this.get(id), oneTimePassword: password };
  }
}

/** Editors and moderators work on the sites given (at least one); admins on every site. */
function siteIdsFor(role: StaffRole, sites: readonly SiteLang[]): number[] {
  if (role === 'admin') return [];
  if (sites.length === 0) throw DomainError.refused('error.sitesRequired');
  return [...new Set(sites)].map((lang) => siteByLang(lang).id);
}
