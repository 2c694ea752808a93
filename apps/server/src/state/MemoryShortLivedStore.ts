import type { ShortLivedStore } from './ShortLivedStore.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

/** The in-process store. Expired entries are dropped on read and by a sweep, so memory stays bounded by traffic within the TTLs. */
export class MemoryShortLivedStore implements ShortLivedStore {
  private readonly entries = new Map<string, Entry>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  claim(key: string, ttlMs: number): Promise<boolean> {
    this.sweep();
    if (this.live(key)) return Promise.resolve(false);
    this.entries.set(key, { value: '1', expiresAt: this.now() + ttlMs });
    return Promise.resolve(true);
  }

  increment(key: string, ttlMs: number): Promise<number> {
    this.sweep();
    const entry = this.live(key);
    const next = entry ? Number(entry.value) + 1 : 1;
    this.entries.set(key, {
      value: String(next),
      expiresAt: entry ? entry.expiresAt : this.now() + ttlMs,
    });
    return Promise.resolve(next);
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    this.sweep();
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return Promise.resolve();
  }

  get(key: string): Promise<string | undefined> {
    return Promise.resolve(this.live(key)?.value);
  }

  take(key: string): Promise<string | undefined> {
    const value = this.live(key)?.value;
    this.entries.delete(key);
    return Promise.resolve(value);
  }

  delete(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  get size(): number {
    return this.entries.size;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}
