import { createHash } from 'node:crypto';
import type { ShortLivedStore } from './ShortLivedStore.ts';

/** How many within how long: `max` hits per `windowSeconds`. */
export interface Budget {
  readonly max: number;
  readonly windowSeconds: number;
}

/** A counter's state after a read or a hit. */
export interface Tally {
  count: number;
  /** Whole seconds until this counter's window ends (at least 1): the answer's `Retry-After`. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters over the shared short-lived store (in-process, database or Redis): one
 * `increment` per hit, so every server of a cluster counts into the same key. The window's start
 * is in the key, which is how a refusal knows its `Retry-After` without asking the store for a
 * key's remaining lifetime. The subject (an address, an account name) is hashed into the key:
 * keys stay short whatever a client sends, and no raw user name sits in Redis.
 */
export class RateLimiter {
  constructor(
    private readonly store: ShortLivedStore,
    private readonly now: () => number = Date.now,
  ) {}

  private window(name: string, subject: string, windowSeconds: number) {
    const windowMs = windowSeconds * 1000;
    const now = this.now();
    const index = Math.floor(now / windowMs);
    return {
      key: `limit:${name}:${subjectKey(subject)}:${String(index)}`,
      windowMs,
      retryAfterSeconds: Math.max(1, Math.ceil(((index + 1) * windowMs - now) / 1000)),
    };
  }

  /** Counts one hit and returns the new count. */
  async hit(name: string, subject: string, windowSeconds: number): Promise<Tally> {
    const w = this.window(name, subject, windowSeconds);
    const count = await this.store.increment(w.key, w.windowMs);
    return { count, retryAfterSeconds: w.retryAfterSeconds };
  }

  /** The current count, without counting. */
  async read(name: string, subject: string, windowSeconds: number): Promise<Tally> {
    const w = this.window(name, subject, windowSeconds);
    const value = await this.store.get(w.key);
    return { count: Number(value ?? 0), retryAfterSeconds: w.retryAfterSeconds };
  }

  async clear(name: string, subject: string, windowSeconds: number): Promise<void> {
    await this.store.delete(this.window(name, subject, windowSeconds).key);
  }

  /**
   * Counts a hit against each budget; the seconds to wait when any is now over, else undefined.
   * Every budget is counted even when an earlier one refuses, so a client that keeps trying
   * keeps its counters full.
   */
  async spend(
    charges: readonly { name: string; subject: string; budget: Budget }[],
  ): Promise<number | undefined> {
    const tallies = await Promise.all(
      charges.map(async (c) => ({
        over: c.budget.max,
        tally: await this.hit(c.name, c.subject, c.budget.windowSeconds),
      })),
    );
    const refusals = tallies.filter((t) => t.tally.count > t.over);
    if (refusals.length === 0) return undefined;
    return Math.max(...refusals.map((t) => t.tally.retryAfterSeconds));
  }
}

/** A bounded, fixed-length stand-in for a client-chosen subject (case already folded by callers). */
export function subjectKey(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 22);
}
