import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TotpSetup } from '@news/contract/console/staffSchemas';
import { STAFF_ROLES, type StaffRole } from '@news/contract/console/permissions';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  staffPasswordProblem,
} from '@news/contract/console/staffPassword';
import { SITES } from '@news/contract/sites';
import type { PasswordHasher } from '../../accounts/PasswordHasher.ts';
import type { ServerKeys } from '../../accounts/serverKeys.ts';
import { LoginThrottle } from '../../accounts/LoginThrottle.ts';
import { hashToken, newToken } from '../../accounts/tokens.ts';
import type { StaffRow } from '../../repositories/StaffRepository.ts';
import type { RateLimiter } from '../../state/RateLimiter.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import { actorOf, type StaffPrincipal } from './StaffPrincipal.ts';
import { csrfTokenFor } from './staffSecrets.ts';
import { toStaff } from './toStaff.ts';

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

function asRole(value: string): StaffRole {
  // An unknown value gets the narrowest content-free role.
  return (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : 'moderator';
}

/**
 * Staff sign-in and console sessions: passwords, the second factor (TOTP) and its set-up, the
 * session behind a cookie, password changes. Throttled and audited as the directory's changes.
 */
export class StaffSessionService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly repos: Pick<Repositories, 'staff' | 'staffSessions' | 'audit'>,
    private readonly transaction: Transaction,
    private readonly keys: ServerKeys,
    private readonly store: ShortLivedStore,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
    limiter: RateLimiter,
  ) {
    this.throttle = new LoginThrottle(limiter, store, 'console-login');
  }

  /**
   * Sign-in, throttled as readers' is: failures count per account and address, so the address
   * that guessed is locked out of the account and its owner elsewhere is not. An outdated hash
   * is remade once the password is known right.
   */
  async signIn(
    address: string,
    input: { username: string; password: string; totpCode?: string | undefined },
  ): Promise<StartedSession> {
    const username = input.username.trim().toLowerCase();
    const throttle = this.throttle;
    const lock = await throttle.check(username, address);
    if (lock) throw DomainError.rateLimited('error.signInLocked', lock.retryAfterSeconds);
    const fail = async (key: 'error.signInFailed' | 'error.totpWrong'): Promise<never> => {
      await throttle.failed(username, address);
      throw DomainError.unauthorized(key);
    };
    const row = await this.repos.staff.findByUsername(username);
    const check = await this.passwords.check(input.password, row?.password_hash);
    if (!row || !check.ok) return fail('error.signInFailed');
    if (row.totp_enabled === 1) {
      const code = input.totpCode?.replace(/\s/g, '') ?? '';
      if (code === '') throw DomainError.unauthorized('error.totpRequired');
      if (!(await this.acceptTotp(row, code))) return fail('error.totpWrong');
    }
    await throttle.succeeded(username, address);
    await this.repos.staff.update(row.id, {
      last_sign_in_at: this.clock.iso(),
      ...(check.outdated ? { password_hash: await this.passwords.hash(input.password) } : {}),
    });
    const session = await this.startSession(row.id);
    await this.audit.record(
      this.repos,
      { type: 'staff', id: row.id, name: row.username },
      {
        action: 'session.signIn',
        target: { type: 'staff', id: row.id },
        after: { address },
      },
    );
    return session;
  }

  /**
   * The signed-in person proves they own the account, not just hold its session: the current
   * password, and the authenticator's current code when the second factor is on. (Tries are
   * limited at the console's doors: `console.password.staff`, `console.secondFactor.staff`.)
   */
  private async reauthenticate(
    principal: StaffPrincipal,
    password: string,
    totpCode: string | undefined,
  ): Promise<StaffRow> {
    const row = await this.repos.staff.find(principal.id);
    if (!row) throw DomainError.unauthorized('error.notSignedIn');
    if (!(await this.passwords.check(password, row.password_hash)).ok)
      throw DomainError.refused('error.currentPasswordWrong');
    if (row.totp_enabled === 1) {
      const code = totpCode?.replace(/\s/g, '') ?? '';
      if (code === '') throw DomainError.refused('error.totpRequired');
      if (!(await this.acceptTotp(row, code))) throw DomainError.refused('error.totpWrong');
    }
    return row;
  }

  private async acceptTotp(row: StaffRow, code: string): Promise<boolean> {
    const secret = this.keys.open(row.totp_secret);
    if (secret === undefined) return false;
    const now = this.clock.date().getTime();
    const delta = totpFor(row.username, secret).validate({
      token: code,
      timestamp: now,
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(now / 30_000) + delta;
    return this.repos.staff.takeTotpStep(row.id, step);
  }

  private async startSession(staffId: number): Promise<StartedSession> {
    const token = newToken();
    const now = this.clock.date();
    const expires = new Date(now.getTime() + SESSION_HOURS * 3_600_000).toISOString();
    await this.repos.staffSessions.create(staffId, hashToken(token), now.toISOString(), expires);
    const principal = await this.authenticate(token);
    if (!principal) throw new Error('a session just made was not found');
    return { token, principal };
  }

  /** The staff member behind a cookie token, or undefined when signed out, expired or removed. */
  async authenticate(token: string): Promise<StaffPrincipal | undefined> {
    const tokenHash = hashToken(token);
    const nowMs = this.clock.date().getTime();
    const now = new Date(nowMs).toISOString();
    const idleSince = new Date(nowMs - IDLE_MINUTES * 60_000).toISOString();
    const session = await this.repos.staffSessions.findLive(tokenHash, now, idleSince);
    if (!session) return undefined;
    const row = await this.repos.staff.find(session.staff_id);
    if (!row) return undefined;
    if (nowMs - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS)
      await this.repos.staffSessions.touch(session.session_id, now);
    const sites = (await this.repos.staff.siteIds([row.id])).get(row.id) ?? [];
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
    await this.repos.staffSessions.revoke(principal.tokenHash, this.clock.iso());
    await this.audit.record(this.repos, actorOf(principal), {
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
    input: { currentPassword: string; newPassword: string; totpCode?: string | undefined },
  ): Promise<StartedSession> {
    const row = await this.reauthenticate(principal, input.currentPassword, input.totpCode);
    const problem = staffPasswordProblem(input.newPassword, row.username);
    if (problem === 'length')
      throw DomainError.refused('error.passwordLength', {
        min: STAFF_PASSWORD_MIN,
        max: STAFF_PASSWORD_MAX,
      });
    if (problem === 'username') throw DomainError.refused('error.passwordUsername');
    if (input.newPassword === input.currentPassword)
      throw DomainError.refused('error.passwordSame');
    const hash = await this.passwords.hash(input.newPassword);
    await this.transaction(async (tx) => {
      const now = this.clock.iso();
      await tx.staff.update(row.id, {
        password_hash: hash,
        must_change_password: 0,
        updated_at: now,
      });
      await tx.staffSessions.revokeAll(row.id, now);
      await this.audit.record(tx, actorOf(principal), {
        action: 'staff.changePassword',
        target: { type: 'staff', id: row.id },
      });
    });
    return this.startSession(row.id);
  }

  /**
   * A new secret for the authenticator app (a first one or a replacement); it takes effect once
   * a code from it is confirmed. Needs the password, and the current app's code when one is on:
   * a session alone must not be able to move the second factor to another phone.
   */
  async totpSetup(
    principal: StaffPrincipal,
    proof: { password: string; totpCode?: string | undefined },
  ): Promise<TotpSetup> {
    await this.reauthenticate(principal, proof.password, proof.totpCode);
    const secret = new Secret({ size: 20 }).base32;
    await this.store.set(`console-totp-setup:${String(principal.id)}`, secret, TOTP_SETUP_MS);
    const uri = totpFor(principal.username, secret).toString();
    return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
  }

  /**
   * Confirms a set-up with a code from the new app; the password again (the current app's code
   * was asked at set-up, and its step is spent).
   */
  async totpEnable(
    principal: StaffPrincipal,
    input: { code: string; password: string },
  ): Promise<void> {
    const row = await this.repos.staff.find(principal.id);
    if (!row) throw DomainError.unauthorized('error.notSignedIn');
    if (!(await this.passwords.check(input.password, row.password_hash)).ok)
      throw DomainError.refused('error.currentPasswordWrong');
    const code = input.code;
    const secret = await this.store.get(`console-totp-setup:${String(principal.id)}`);
    if (!secret) throw DomainError.refused('error.totpNotStarted');
    const now = this.clock.date().getTime();
    const delta = totpFor(principal.username, secret).validate({
      token: code.trim(),
      timestamp: now,
      window: 1,
    });
    if (delta === null) throw DomainError.refused('error.totpWrong');
    await this.store.delete(`console-totp-setup:${String(principal.id)}`);
    await this.transaction(async (tx) => {
      await tx.staff.update(principal.id, {
        totp_secret: this.keys.seal(secret),
        totp_enabled: 1,
        totp_last_step: Math.floor(now / 30_000) + delta,
        updated_at: this.clock.iso(),
      });
      await this.audit.record(tx, actorOf(principal), {
        action: 'staff.totpEnable',
        target: { type: 'staff', id: principal.id },
      });
    });
  }

  /** Turning the second factor off: the password and the app's current code. */
  async totpDisable(
    principal: StaffPrincipal,
    proof: { password: string; totpCode?: string | undefined },
  ): Promise<void> {
    await this.reauthenticate(principal, proof.password, proof.totpCode);
    await this.transaction(async (tx) => {
      await tx.staff.update(principal.id, {
        totp_secret: '',
        totp_enabled: 0,
        updated_at: this.clock.iso(),
      });
      await this.audit.record(tx, actorOf(principal), {
        action: 'staff.totpDisable',
        target: { type: 'staff', id: principal.id },
      });
    });
  }
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
