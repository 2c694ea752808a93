import type { ShortLivedStore } from '../state/ShortLivedStore.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 10;

/**
 * Failed sign-ins counted per account and per address in a 15-minute window: ten for an account
 * (or thirty from one address) lock it for the rest of the window, the right password included,
 * so guessing gets ten tries a quarter of an hour. Readers and staff each have their own counters.
 */
export class LoginThrottle {
  constructor(
    private readonly store: ShortLivedStore,
    /** Keeps one kind of account's counters apart from another's (`login-fail`, `console-login-fail`). */
    private readonly prefix: string,
  ) {}

  private keys(username: string, address: string): [string, string] {
    return [`${this.prefix}:user:${username}`, `${this.prefix}:ip:${address}`];
  }

  async locked(username: string, address: string): Promise<boolean> {
    const [account, ip] = this.keys(username, address);
    const [byAccount, byAddress] = await Promise.all([this.store.get(account), this.store.get(ip)]);
    return (
      Number(byAccount ?? 0) >= LOGIN_MAX_FAILURES ||
      Number(byAddress ?? 0) >= LOGIN_MAX_FAILURES * 3
    );
  }

  async failed(username: string, address: string): Promise<void> {
    await Promise.all(
      this.keys(username, address).map((key) => this.store.increment(key, LOGIN_WINDOW_MS)),
    );
  }

  /** A right password clears the account's count (the address's stays, against spraying). */
  async succeeded(username: string): Promise<void> {
    await this.store.delete(this.keys(username, '')[0]);
  }
}
