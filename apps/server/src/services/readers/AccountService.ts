import { hash, randomBytes } from 'node:crypto';
import {
  POW_CODE_PREFIX,
  POW_NONCE_PATTERN,
  leadingZeroBits,
  type PowChallenge,
} from '@news/contract/proofOfWork';
import { validateConfirm, validatePassword, validateUsername } from '@news/contract/validators';
import type { SiteInfo } from '@news/contract/sites';
import type { PasswordHasher } from '../../accounts/PasswordHasher.ts';
import type { ServerKeys } from '../../accounts/serverKeys.ts';
import { LoginThrottle } from '../../accounts/LoginThrottle.ts';
import { hashToken, newToken } from '../../accounts/tokens.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { SignedInReader } from './SignedInReader.ts';
import type { SessionsRepository } from '../../repositories/SessionsRepository.ts';
import type { UserRow, UsersRepository } from '../../repositories/UsersRepository.ts';
import type { RateLimiter } from '../../state/RateLimiter.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { Clock } from '../shared/Clock.ts';

const SESSION_DAYS = 30;
const CAPTCHA_TTL_MS = 5 * 60_000;
const RECOVERY_TICKET_MS = 10 * 60_000;

const pictureKey = (deviceId: string): string => `captcha:${deviceId}`;
const powKey = (deviceId: string): string => `captcha-pow:${deviceId}`;

/** Whether `nonce` solves the stored `difficulty:challenge`: one hash, whatever the input. */
function powSolves(stored: string | undefined, nonce: string): boolean {
  if (stored === undefined || !POW_NONCE_PATTERN.test(nonce)) return false;
  const split = stored.indexOf(':');
  const difficulty = Number(stored.slice(0, split));
  const challenge = stored.slice(split + 1);
  const digest = hash('sha256', challenge + nonce, 'buffer');
  return leadingZeroBits(digest, difficulty) >= difficulty;
}

/** Sign-in, registration with review, password change and recovery, deactivation. */
export class AccountService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly keys: ServerKeys,
    private readonly store: ShortLivedStore,
    private readonly captcha: {
      /** A fixed answer also accepted (NODE_ENV=test only; config.ts refuses it elsewhere). */
      testAnswer: string | undefined;
      /** Leading zero bits a proof of work must reach. */
      powDifficulty: number;
    },
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
    limiter: RateLimiter,
  ) {
    this.throttle = new LoginThrottle(limiter, store, 'login');
  }

  /** A picture's answer for this device, replacing any it had; good for one attempt. */
  async issueCaptcha(deviceId: string, answer: string): Promise<void> {
    await this.store.set(pictureKey(deviceId), answer.toUpperCase(), CAPTCHA_TTL_MS);
  }

  /**
   * A proof-of-work challenge for this device (docs/adr/0021-captcha.md), replacing any it had:
   * the reader's browser does the work instead of the reader reading a picture. The difficulty
   * is kept with it, so a change of setting does not spoil challenges already handed out.
   */
  async issueChallenge(deviceId: string): Promise<PowChallenge> {
    const challenge = randomBytes(16).toString('base64url');
    const difficulty = this.captcha.powDifficulty;
    await this.store.set(powKey(deviceId), `${String(difficulty)}:${challenge}`, CAPTCHA_TTL_MS);
    return { challenge, difficulty };
  }

  /**
   * Single use: whatever the code, the device's picture answer and challenge are both taken
   * before it is compared, so one picture or challenge is one attempt and cannot be guessed at.
   * A code of `pow:<nonce>` is checked against the challenge (one SHA-256), any other against
   * the picture.
   */
  private async checkCaptcha(deviceId: string, code: string): Promise<void> {
    const [picture, pow] = await Promise.all([
      this.store.take(pictureKey(deviceId)),
      this.store.take(powKey(deviceId)),
    ]);
    if (this.captcha.testAnswer && code === this.captcha.testAnswer) return;
    const given = code.trim();
    const solved = given.startsWith(POW_CODE_PREFIX)
      ? powSolves(pow, given.slice(POW_CODE_PREFIX.length))
      : picture !== undefined && picture === given.toUpperCase();
    if (!solved) throw DomainError.refused('error.captcha');
  }

  private password(sealed: string): string {
    const plain = this.keys.decryptPassword(sealed);
    if (plain === undefined) throw DomainError.refused('error.passwordUnreadable');
    return plain;
  }

  private newPassword(sealed: string, sealedConfirm: string): string {
    const password = this.password(sealed);
    if (!validatePassword(password).ok) throw DomainError.refused('error.passwordRule');
    if (!validateConfirm(password, this.password(sealedConfirm)).ok)
      throw DomainError.refused('error.passwordMismatch');
    return password;
  }

  async register(
    site: SiteInfo,
    deviceId: string,
    input: {
      username: string;
      password: string;
      confirmPassword: string;
      code: string;
      question: string;
      answer: string;
    },
  ): Promise<{ status: 'pending' }> {
    await this.checkCaptcha(deviceId, input.code);
    const username = input.username.trim();
    if (!validateUsername(username).ok) throw DomainError.refused('error.usernameFormat');
    const password = this.newPassword(input.password, input.confirmPassword);
    if (await this.users.findByUsername(username)) throw DomainError.refused('error.usernameTaken');
    const now = this.clock.iso();
    await this.users.insert({
      username: username.toLowerCase(),
      password_hash: await this.passwords.hash(password),
      question: input.question,
      answer_hash: await this.passwords.hash(input.answer.trim().toLowerCase()),
      status: 'pending',
      name: username,
      site_id: site.id,
      created_at: now,
      updated_at: now,
    });
    return { status: 'pending' };
  }

  /**
   * Failures are counted per account and address (`LoginThrottle`): the address that guessed
   * is locked out of the account, not its owner elsewhere. A wrong password and an unknown
   * account get the same answer. A hash made with older parameters is remade now that the
   * password is known.
   */
  async login(
    deviceId: string,
    address: string,
    input: { username: string; password: string; code: string },
    platform: string,
  ): Promise<{ token: string }> {
    const username = input.username.trim().toLowerCase();
    const lock = await this.throttle.check(username, address);
    if (lock) throw DomainError.rateLimited('error.loginLocked', lock.retryAfterSeconds);
    await this.checkCaptcha(deviceId, input.code);
    const password = this.password(input.password);
    const user = await this.users.findByUsername(username);
    const check = await this.passwords.check(password, user?.password_hash);
    if (!user || !check.ok) {
      await this.throttle.failed(username, address);
      throw DomainError.refused('error.loginFailed');
    }
    this.assertCanSignIn(user);
    await this.throttle.succeeded(username, address);
    if (check.outdated)
      await this.users.update(user.id, {
        password_hash: await this.passwords.hash(password),
        updated_at: this.clock.iso(),
      });
    return { token: await this.startSession(user.id, platform) };
  }

  private assertCanSignIn(user: UserRow): void {
    if (user.status === 'pending') throw DomainError.refused('error.pendingReview');
    if (user.status === 'rejected')
      throw DomainError.refused('error.rejected', { reason: user.review_note });
    if (user.status === 'suspended')
      throw DomainError.refused('error.accountSuspended', { reason: user.suspension_reason });
    if (user.status !== 'active') throw DomainError.refused('error.deactivated');
  }

  async startSession(userId: number, platform: string): Promise<string> {
    const token = newToken();
    const now = this.clock.iso();
    const expires = new Date(Date.parse(now) + SESSION_DAYS * 86_400_000).toISOString();
    await this.sessions.create(userId, hashToken(token), platform.slice(0, 32), now, expires);
    return token;
  }

  async authenticate(token: string): Promise<SignedInReader | undefined> {
    const tokenHash = hashToken(token);
    const session = await this.sessions.findLive(tokenHash, this.clock.iso());
    if (!session || session.status !== 'active') return undefined;
    return {
      id: session.user_id,
      username: session.username,
      name: session.name,
      avatar: session.avatar,
      tokenHash,
    };
  }

  async logout(user: SignedInReader | undefined): Promise<null> {
    if (user) await this.sessions.revoke(user.tokenHash, this.clock.iso());
    return null;
  }

  /** Changing the password ends every other session; this one goes on. */
  async changePassword(
    user: SignedInReader,
    input: { oldPassword: string; newPassword: string; confirmPassword: string },
  ): Promise<null> {
    const row = await this.users.find(user.id);
    if (!row) throw DomainError.unauthorized('error.unauthorized');
    if (!(await this.passwords.check(this.password(input.oldPassword), row.password_hash)).ok)
      throw DomainError.refused('error.oldPasswordWrong');
    const password = this.newPassword(input.newPassword, input.confirmPassword);
    await this.users.update(user.id, {
      password_hash: await this.passwords.hash(password),
      updated_at: this.clock.iso(),
    });
    await this.sessions.revokeAll(user.id, this.clock.iso(), user.tokenHash);
    return null;
  }

  async checkQuestion(
    deviceId: string,
    input: { username: string; question: string; answer: string; code: string },
  ): Promise<{ ticket: string }> {
    await this.checkCaptcha(deviceId, input.code);
    const user = await this.users.findByUsername(input.username.trim());
    const answer = await this.passwords.check(
      input.answer.trim().toLowerCase(),
      user?.answer_hash || undefined,
    );
    if (!user || user.question !== input.question || !answer.ok || user.status !== 'active') {
      throw DomainError.refused('error.recoveryFailed');
    }
    const ticket = randomBytes(24).toString('base64url');
    await this.store.set(`recovery:${ticket}`, String(user.id), RECOVERY_TICKET_MS);
    return { ticket };
  }

  /** A new password through a recovery ticket; every session of the account ends. */
  async setNewPassword(input: {
    ticket: string;
    password: string;
    confirmPassword: string;
  }): Promise<null> {
    const password = this.newPassword(input.password, input.confirmPassword);
    const userId = await this.store.take(`recovery:${input.ticket}`);
    if (!userId) throw DomainError.refused('error.ticketInvalid');
    await this.users.update(Number(userId), {
      password_hash: await this.passwords.hash(password),
      updated_at: this.clock.iso(),
    });
    await this.sessions.revokeAll(Number(userId), this.clock.iso());
    return null;
  }

  /** The account stops signing in at once; an operator then removes its personal data. */
  async requestDeactivation(user: SignedInReader): Promise<null> {
    const now = this.clock.iso();
    await this.users.update(user.id, {
      status: 'deactivating',
      deactivation_requested_at: now,
      updated_at: now,
    });
    await this.sessions.revokeAll(user.id, now);
    return null;
  }
}
