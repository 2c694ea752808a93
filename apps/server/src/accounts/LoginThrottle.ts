import type { RateLimiter } from '../state/RateLimiter.ts';
import { subjectKey } from '../state/RateLimiter.ts';
import type { ShortLivedStore } from '../state/ShortLivedStore.ts';

/** The window failures are counted in. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failures of one account from one address before that address may not try it again. */
export const LOGIN_PAIR_FAILURES = 5;
/** Failures from one address, whatever the accounts, before it may not sign in at all. */
export const LOGIN_ADDRESS_FAILURES = 30;
/**
 * Failures of one account from anywhere before it counts as under attack: then an address it was
 * never signed into from, and that has not failed on it yet, gets one try per slot for the whole
 * account, and one that already failed on it waits for the window to pass.
 */
export const LOGIN_ACCOUNT_CEILING = 10;
export const LOGIN_SLOT_SECONDS = 10;
/** How long an address the owner signed in from is remembered as theirs. */
const KNOWN_ADDRESS_MS = 30 * 86_400_000;

/** A try that may not go ahead: seconds to wait. */
export interface LoginLock {
  retryAfterSeconds: number;
}

/**
 * Failed sign-ins, counted so that the lock stops whoever is guessing and not the owner: per
 * (account, address) and per address, never per account alone. An account attacked from many
 * addresses only gets slower (one try per slot from new addresses), while its owner's addresses —
 * any address that signed into it within 30 days — keep their own budget. Readers and staff each
 * have their own counters (the prefix).
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly store: ShortLivedStore,
    /** Keeps one kind of account's counters apart from another's (`login`, `console-login`). */
    private readonly prefix: string,
  ) {}

  private pair(username: string, address: string): string {
    return `${username}\n${address}`;
  }

  private knownKey(username: string, address: string): string {
    return `${this.prefix}-known:${subjectKey(this.pair(username, address))}`;
  }

  /** Whether this account may be tried from this address now; the wait when not. */
  async check(username: string, address: string): Promise<LoginLock | undefined> {
    const w = LOGIN_WINDOW_SECONDS;
    const [pair, byAddress, account] = await Promise.all([
      this.limiter.read(`${this.prefix}-pair`, this.pair(username, address), w),
      this.limiter.read(`${this.prefix}-address`, address, w),
      this.limiter.read(`${this.prefix}-account`, username, w),
    ]);
    if (pair.count >= LOGIN_PAIR_FAILURES) return { retryAfterSeconds: pair.retryAfterSeconds };
    if (byAddress.count >= LOGIN_ADDRESS_FAILURES)
      return { retryAfterSeconds: byAddress.retryAfterSeconds };
    if (account.count < LOGIN_ACCOUNT_CEILING) return undefined;
    if (await this.store.get(this.knownKey(username, address))) return undefined;
    // Under attack, from an address that is not the owner's: guessing from it gets slow.
    if (pair.count > 0) return { retryAfterSeconds: pair.retryAfterSeconds };
    const slot = await this.limiter.hit(`${this.prefix}-slot`, username, LOGIN_SLOT_SECONDS);
    return slot.count > 1 ? { retryAfterSeconds: slot.retryAfterSeconds } : undefined;
  }

  async failed(username: string, address: string): Promise<void> {
    const w = LOGIN_WINDOW_SECONDS;
    await Promise.all([
      this.limiter.hit(`${this.prefix}-pair`, this.pair(username, address), w),
      this.limiter.hit(`${this.prefix}-address`, address, w),
      this.limiter.hit(`${this.prefix}-account`, username, w),
    ]);
  }

  /** A right password clears this address's failures on the account and remembers the address. */
  async succeeded(username: string, address: string): Promise<void> {
    await Promise.all([
      this.limiter.clear(`${this.prefix}-pair`, this.pair(username, address), LOGIN_WINDOW_SECONDS),
      this.store.set(this.knownKey(username, address), '1', KNOWN_ADDRESS_MS),
    ]);
  }
}
