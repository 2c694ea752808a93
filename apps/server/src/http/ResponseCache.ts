import { createHash } from 'node:crypto';
import type { ChangeSignal } from '../state/ChangeSignal.ts';
import type { Encoding } from './compressAnswer.ts';

export interface CachedResponse {
  /** The serialized envelope. */
  body: string;
  /** The same, encoded once as UTF-8: what is written to the socket. */
  bytes: Buffer;
  /** Weak ETag of the body, so a conditional GET is answered without hashing it again. */
  etag: string;
  /** The body compressed, per encoding, filled in the first time a client asks for it. */
  compressed: Partial<Record<Encoding, Buffer>>;
  /** When what the body shows last changed (an HTTP date), for documents that know it. */
  lastModified?: string;
}

/** What a build gives: the body, or the body with the time its content last changed. */
export type CacheBuild = string | { body: string; lastModified: Date };

interface Entry extends CachedResponse {
  expires: number;
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Public reads (the same answer for every reader) kept in memory for a moment. A hot home feed
 * or list is then built once per lifetime instead of once per request, and concurrent requests
 * for the same answer while it is being built share that one build.
 *
 * A write through this server that changes what public reads show (a comment, a like, a share)
 * empties the cache at once, and an answer built before such a write is not kept. Connected to
 * the instances' change signal (`shareChanges`), such a write empties the other instances' caches
 * too, as soon as the signal reaches them. Content changed outside the API (imports, the operator
 * commands), or a signal lost on the way, is seen when an entry's lifetime ends: answers are
 * already public for `PUBLIC_MAX_AGE_SECONDS` in browsers and shared caches, so a second on the
 * server adds no staleness readers could not already see. See docs/adr/0005 and docs/adr/0011.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #building = new Map<string, Promise<CachedResponse>>();
  #generation = 0;
  #changes: ChangeSignal | undefined;

  constructor(
    private readonly lifetimeMs: number,
    private readonly capacity = 1_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  /** The answer kept for `key` if its lifetime has not ended, without building one. */
  fresh(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expires > this.clock() ? entry : undefined;
  }

  /** The cached answer for `key`, or the one `build` makes (kept if no write came meanwhile). */
  async through(key: string, build: () => Promise<CacheBuild>): Promise<CachedResponse> {
    const now = this.clock();
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry;
    if (entry) this.#entries.delete(key);
    const pending = this.#building.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const promise = build().then((built) => {
      const body = typeof built === 'string' ? built : built.body;
      const response: CachedResponse = {
        body,
        bytes: Buffer.from(body, 'utf8'),
        etag: etagOf(body),
        compressed: {},
      };
      if (typeof built !== 'string') response.lastModified = built.lastModified.toUTCString();
      if (generation === this.#generation) this.#keep(key, response);
      return response;
    });
    this.#building.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.#building.get(key) === promise) this.#building.delete(key);
    }
  }

  /** Forgets every answer, and any being built, after a write that public reads show. */
  invalidate(): void {
    this.#forget();
    this.#changes?.announce();
  }

  /** From now on, tells the other instances of this one's writes and hears of theirs. */
  shareChanges(changes: ChangeSignal): void {
    this.#changes = changes;
    changes.listen(() => {
      this.#forget();
    });
  }

  #forget(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#building.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #keep(key: string, response: CachedResponse): void {
    this.#entries.set(key, { ...response, expires: this.clock() + this.lifetimeMs });
    // Entries are added in time order, so the first is the oldest; past capacity it goes.
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
