import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { StaffRole } from '@news/contract/console/permissions';
import type { Staff, TotpSetup } from '@news/contract/console/staffSchemas';
import { STAFF_USERNAME } from '@news/contract/console/staffSchemas';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  staffPasswordProblem,
} from '@news/contract/console/staffPassword';
import { SITES, siteById, siteByLang, type SiteLang } from '@news/contract/sites';
import type { Kysely } from 'kysely';
import { DUMMY_HASH, hashSecret, verifySecret } from '../../accounts/passwords.ts';
import type { ServerKeys } from '../../accounts/serverKeys.ts';
import { LoginThrottle } from '../../accounts/LoginThrottle.ts';
import { hashToken, newToken } from '../../accounts/tokens.ts';
import type { Actor } from '../audit/Actor.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { DomainError } from '../shared/DomainError.ts';
import { csrfTokenFor, oneTimePassword } from './staffSecrets.ts';
import type { Database } from '../../db/schema.ts';
import { StaffRepository, type StaffRow } from '../../repositories/StaffRepository.ts';
import { StaffSessionsRepository } from '../../repositories/StaffSessionsRepository.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';

/** A signed-in staff member, as every console call sees them. */
export interface StaffPrincipal {
  id: number;
  username: string;
  role: StaffRole;
  sites: SiteLang[];
  mustChangePassword: boolean;
  totpEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  tokenHash: string;
  csrfToken: string;
}

export interface StartedSession {
  token: string;
  principal: StaffPrincipal;
}

export const SESSION_HOURS = 12;
/** A session nobody used for this long ends: a console left open on a shared desk. */
const IDLE_MINUTES = 120;
/** Writing "last seen" on every call would make every read a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;
const TOTP_SETUP_MS = 10 * 60_000;
const TOTP_ISSUER = 'Regional news console';

export function toStaff(row: StaffRow, siteIds: readonly number[]): Staff {
  return {
    id: String(row.id),
    username: row.username,
    role: row.role as StaffRole,
    sites: siteLangs(siteIds),
    mustChangePassword: row.must_change_password === 1,
    totpEnabled: row.totp_enabled === 1,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  };
}

function siteLangs(siteIds: readonly number[]): SiteLang[] {
  return SITES.filter((s) => siteIds.includes(s.id)).map((s) => s.lang);
}

function asRole(value: string): StaffRole {
  return value === 'admin' || value === 'editor' ? value : 'moderator';
}

/**
 * Staff accounts and their console sessions: the one place the console, the operator CLI and
 * the tests create, change and remove staff, so every such change is checked and audited alike.
 */
export class StaffService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: ServerKeys,
    private readonly store: ShortLivedStore,
    private readonly audit: AuditTrail,
    private readonly clock: () => Date,
  ) {}

  private now(): string {
    return this.clock().toISOString();
  }

  private get staff(): StaffRepository {
    return new StaffRepository(this.db);
  }

  private get sessions(): StaffSessionsRepository {
    return new StaffSessionsRepository(this.db);
  }

  async list(): Promise<Staff[]> {
    const rows = await this.staff.list();
    const sites = await this.staff.siteIds(rows.map((r) => r.id));
    return rows.map((row) => toStaff(row, sites.get(row.id) ?? []));
  }

  async get(id: number): Promise<Staff> {
    const row = await this.staff.find(id);
    if (!row) throw DomainError.notFound();
    const sites = await this.staff.siteIds([id]);
    return toStaff(row, sites.get(id) ?? []);
  }

  async findByUsername(username: string): Promise<Staff | undefined> {
    const row = await this.staff.findByUsername(username.trim().toLowerCase());
    return row ? this.get(row.id) : undefined;
  }

  /** A new account with a one-time password it must change at its first sign-in. */
  async add(
    actor: Actor,
    input: { username: string; role: StaffRole; sites: readonly SiteLang[] },
  ): Promise<{ staff: Staff; oneTimePassword: string }> {
    const username = input.username.trim().toLowerCase();
    if (!STAFF_USERNAME.test(username)) throw DomainError.refused('error.usernameFormat');
    const siteIds = this.siteIdsFor(input.role, input.sites);
    const password = oneTimePassword();
    const hash = await hashSecret(password);
    const id = await this.db.transaction().execute(async (trx) => {
      const staff = new StaffRepository(trx);
      if (await staff.findByUsername(username)) throw DomainError.refused('error.usernameTaken');
      const now = this.now();
      const newId = await staff.insert({
        username,
        password_hash: hash,
        role: input.role,
        must_change_password: 1,
        created_at: now,
        updated_at: now,
      });
      await staff.setSites(newId, siteIds);
      await this.audit.record(trx, actor, {
        action: 'staff.create',
        target: { type: 'staff', id: newId },
        after: { username, role: input.role, sites: siteLangs(siteIds) },
      });
      return newId;
    });
    return { staff: await this.get(id), oneTimePassword: password };
  }

  /** Editors and moderators work on the sites given (at least one); admins on every site. */
  private siteIdsFor(role: StaffRole, sites: readonly SiteLang[]): number[] {
    if (role === 'admin') return [];
    if (sites.length === 0) throw DomainError.refused('error.sitesRequired');
    return [...new Set(sites)].map((lang) => siteByLang(lang).id);
  }

  async update(
    actor: Actor,
    id: number,
    input: { role: StaffRole; sites: readonly SiteLang[] },
  ): Promise<Staff> {
    const siteIds = this.siteIdsFor(input.role, input.sites);
    await this.db.transaction().execute(async (trx) => {
      const staff = new StaffRepository(trx);
      const row = await staff.find(id);
      if (!row) throw DomainError.notFound();
      if (row.role === 'admin' && input.role !== 'admin' && (await staff.countAdmins()) <= 1)
        throw DomainError.refused('error.lastAdmin');
      const before = toStaff(row, (await staff.siteIds([id])).get(id) ?? []);
      await staff.update(id, { role: input.role, updated_at: this.now() });
      await staff.setSites(id, siteIds);
      await this.audit.record(trx, actor, {
        action: 'staff.update',
        target: { type: 'staff', id },
        before: { role: before.role, sites: before.sites },
        after: { role: input.role, sites: siteLangs(siteIds) },
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
    await this.db.transaction().execute(async (trx) => {
      const staff = new StaffRepository(trx);
      const row = await staff.find(id);
      if (!row) throw DomainError.notFound();
      if (row.role === 'admin' && (await staff.countAdmins()) <= 1)
        throw DomainError.refused('error.lastAdmin');
      const now = this.now();
      await staff.update(id, {
        status: 'removed',
        username: `${row.username}#${String(id)}`,
        removed_at: now,
        updated_at: now,
      });
      await new StaffSessionsRepository(trx).revokeAll(id, now);
      await this.audit.record(trx, actor, {
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
    const hash = await hashSecret(password);
    await this.db.transaction().execute(async (trx) => {
      const staff = new StaffRepository(trx);
      if (!(await staff.find(id))) throw DomainError.notFound();
      const now = this.now();
      await staff.update(id, { password_hash: hash, must_change_password: 1, updated_at: now });
      await new StaffSessionsRepository(trx).revokeAll(id, now);
      await this.audit.record(trx, actor, {
        action: 'staff.resetPassword',
        target: { type: 'staff', id },
      });
    });
    return { staff: await this.get(id), oneTimePassword: password };
  }

  /**
   * Sign-in, throttled as readers' is: failures count per account and per address before the
   * password is checked, so a locked account stays locked for the right password too.
   */
  async signIn(
    address: string,
    input: { username: string; password: string; totpCode?: string | undefined },
  ): Promise<StartedSession> {
    const username = input.username.trim().toLowerCase();
    const throttle = new LoginThrottle(this.store, 'console-login-fail');
    if (await throttle.locked(username, address))
      throw DomainError.rateLimited('error.signInLocked');
    const fail = async (key: 'error.signInFailed' | 'error.totpWrong'): Promise<never> => {
      await throttle.failed(username, address);
      throw DomainError.unauthorized(key);
    };
    const row = await this.staff.findByUsername(username);
    const valid = await verifySecret(input.password, row?.password_hash ?? DUMMY_HASH);
    if (!row || !valid) return fail('error.signInFailed');
    if (row.totp_enabled === 1) {
      const code = input.totpCode?.replace(/\s/g, '') ?? '';
      if (code === '') throw DomainError.unauthorized('error.totpRequired');
      if (!(await this.acceptTotp(row, code))) return fail('error.totpWrong');
    }
    await throttle.succeeded(username);
    const now = this.now();
    await this.staff.update(row.id, { last_sign_in_at: now });
    const session = await this.startSession(row.id);
    await this.audit.record(
      this.db,
      { type: 'staff', id: row.id, name: row.username },
      {
        action: 'session.signIn',
        target: { type: 'staff', id: row.id },
        after: { address },
      },
    );
    return session;
  }

  private async acceptTotp(row: StaffRow, code: string): Promise<boolean> {
    const secret = this.keys.open(row.totp_secret);
    if (secret === undefined) return false;
    const now = this.clock().getTime();
    const delta = totpFor(row.username, secret).validate({
      token: code,
      timestamp: now,
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(now / 30_000) + delta;
    return this.staff.takeTotpStep(row.id, step);
  }

  private async startSession(staffId: number): Promise<StartedSession> {
    const token = newToken();
    const now = this.now();
    const expires = new Date(this.clock().getTime() + SESSION_HOURS * 3_600_000).toISOString();
    await this.sessions.create(staffId, hashToken(token), now, expires);
    const principal = await this.authenticate(token);
    if (!principal) throw new Error('a session just made was not found');
    return { token, principal };
  }

  /** The staff member behind a cookie token, or undefined when signed out, expired or removed. */
  async authenticate(token: string): Promise<StaffPrincipal | undefined> {
    const tokenHash = hashToken(token);
    const nowMs = this.clock().getTime();
    const now = new Date(nowMs).toISOString();
    const idleSince = new Date(nowMs - IDLE_MINUTES * 60_000).toISOString();
    const session = await this.sessions.findLive(tokenHash, now, idleSince);
    if (!session) return undefined;
    const row = await this.staff.find(session.staff_id);
    if (!row) return undefined;
    if (nowMs - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS)
      await this.sessions.touch(session.session_id, now);
    const sites = (await this.staff.siteIds([row.id])).get(row.id) ?? [];
    const staff = toStaff(row, sites);
    return {
      ...staff,
      id: row.id,
      role: asRole(row.role),
      sites: row.role === 'admin' ? SITES.map((s) => s.lang) : staff.sites,
      tokenHash,
      csrfToken: csrfTokenFor(token),
    };
  }

  async signOut(principal: StaffPrincipal): Promise<void> {
    await this.sessions.revoke(principal.tokenHash, this.now());
    await this.audit.record(this.db, actorOf(principal), {
      action: 'session.signOut',
      target: { type: 'staff', id: principal.id },
    });
  }

  /**
   * A new password ends every session of the account, this one too, and starts a fresh one:
   * whoever held an old cookie (or watched the one-time password) is out.
   */
  async changePassword(
    principal: StaffPrincipal,
    input: { currentPassword: string; newPassword: string },
  ): Promise<StartedSession> {
    const row = await this.staff.find(principal.id);
    if (!row) throw DomainError.unauthorized('error.notSignedIn');
    if (!(await verifySecret(input.currentPassword, row.password_hash)))
      throw DomainError.refused('error.currentPasswordWrong');
    const problem = staffPasswordProblem(input.newPassword, row.username);
    if (problem === 'length')
      throw DomainError.refused('error.passwordLength', {
        min: STAFF_PASSWORD_MIN,
        max: STAFF_PASSWORD_MAX,
      });
    if (problem === 'username') throw DomainError.refused('error.passwordUsername');
    if (input.newPassword === input.currentPassword)
      throw DomainError.refused('error.passwordSame');
    const hash = await hashSecret(input.newPassword);
    await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      await new StaffRepository(trx).update(row.id, {
        password_hash: hash,
        must_change_password: 0,
        updated_at: now,
      });
      await new StaffSessionsRepository(trx).revokeAll(row.id, now);
      await this.audit.record(trx, actorOf(principal), {
        action: 'staff.changePassword',
        target: { type: 'staff', id: row.id },
      });
    });
    return this.startSession(row.id);
  }

  /** A new secret for the authenticator app; it takes effect once a code from it is confirmed. */
  async totpSetup(principal: StaffPrincipal): Promise<TotpSetup> {
    const secret = new Secret({ size: 20 }).base32;
    await this.store.set(`console-totp-setup:${String(principal.id)}`, secret, TOTP_SETUP_MS);
    const uri = totpFor(principal.username, secret).toString();
    return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
  }

  async totpEnable(principal: StaffPrincipal, code: string): Promise<void> {
    const secret = await this.store.get(`console-totp-setup:${String(principal.id)}`);
    if (!secret) throw DomainError.refused('error.totpNotStarted');
    const now = this.clock().getTime();
    const delta = totpFor(principal.username, secret).validate({
      token: code.trim(),
      timestamp: now,
      window: 1,
    });
    if (delta === null) throw DomainError.refused('error.totpWrong');
    await this.store.delete(`console-totp-setup:${String(principal.id)}`);
    await this.db.transaction().execute(async (trx) => {
      await new StaffRepository(trx).update(principal.id, {
        totp_secret: this.keys.seal(secret),
        totp_enabled: 1,
        totp_last_step: Math.floor(now / 30_000) + delta,
        updated_at: this.now(),
      });
      await this.audit.record(trx, actorOf(principal), {
        action: 'staff.totpEnable',
        target: { type: 'staff', id: principal.id },
      });
    });
  }

  async totpDisable(principal: StaffPrincipal, password: string): Promise<void> {
    const row = await this.staff.find(principal.id);
    if (!row || !(await verifySecret(password, row.password_hash)))
      throw DomainError.refused('error.currentPasswordWrong');
    await this.db.transaction().execute(async (trx) => {
      await new StaffRepository(trx).update(principal.id, {
        totp_secret: '',
        totp_enabled: 0,
        updated_at: this.now(),
      });
      await this.audit.record(trx, actorOf(principal), {
        action: 'staff.totpDisable',
        target: { type: 'staff', id: principal.id },
      });
    });
  }
}

export function actorOf(principal: Pick<StaffPrincipal, 'id' | 'username'>): Actor {
  return { type: 'staff', id: principal.id, name: principal.username };
}

/** The ids of the sites a staff member works on. */
export function siteIdsOf(principal: Pick<StaffPrincipal, 'role' | 'sites'>): number[] {
  if (principal.role === 'admin') return SITES.map((s) => s.id);
  return principal.sites.map((lang) => siteByLang(lang).id);
}

export function siteLangOf(siteId: number): SiteLang {
  const site = siteById(siteId);
  if (!site) throw new Error(`unknown site ${String(siteId)}`);
  return site.lang;
}

function totpFor(username: string, base32Secret: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(base32Secret),
  });
}
