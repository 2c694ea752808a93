/**
 * Short-lived shared state: replay-protection nonces, rate-limit counters, captcha answers. The
 * in-process store serves one server; several servers share one through the database or Redis
 * behind this same interface.
 */
export interface ShortLivedStore {
  /** Sets key if absent; true when this call set it (the caller is first). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Adds to a counter that expires ttlMs after its first increment; returns the new value. */
  increment(key: string, ttlMs: number): Promise<number>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | undefined>;
  /** Reads and deletes, so single-use values cannot be used twice. */
  take(key: string): Promise<string | undefined>;
  delete(key: string): Promise<void>;
}
