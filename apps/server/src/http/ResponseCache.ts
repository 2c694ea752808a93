import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { siteById, type SiteLang } from '@news/contract/sites';
import { itemKey, listKey, siteKey } from '../edge/surrogateKeys.ts';
import type { PublicChange } from '../services/shared/PublicChange.ts';
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

/**
 * What a build gives: the body, or the body with the time its content last changed and what
 * it shows (`keys`, surrogate keys as the edge uses them: `edge/surrogateKeys.ts`). An answer
 * without keys may show anything: every change drops it.
 */
export type CacheBuild =
  string | { body: string; lastModified?: Date; keys?: readonly string[] | undefined };

interface Entry extends CachedResponse {
  expires: number;
  /** What the answer shows; undefined: anything. */
  keys: ReadonlySet<string> | undefined;
}

export interface ResponseCacheLimits {
  /** Answers kept at most. */
  maxEntries?: number;
  /** Bytes kept at most, as `entryBytes` counts them. */
  maxBytes?: number;
}

export const DEFAULT_CACHE_MAX_ENTRIES = 1_000;
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * What an answer costs in memory, counted before its compressed forms exist: the key and the
 * body as strings (two bytes a character at worst), the UTF-8 bytes, as much again for the
 * compressed forms a client may ask for later (each smaller than the bytes, and rarely more
 * than two), and a little for the entry itself.
 */
function entryBytes(key: string, entry: Entry): number {
  return 2 * key.length + 2 * entry.body.length + 2 * entry.bytes.length + 512;
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The key a change of any item of a site reaches: kept by answers that show more items than they name. */
export const everyItemKey = (lang: SiteLang): string => `items:${lang}`;

/**
 * Public reads (the same answer for every reader) kept in memory for a moment. A hot home feed
 * or list is then built once per lifetime instead of once per request, and concurrent requests
 * for the same answer while it is being built share that one build.
 *
 * Bounded by count and by bytes (least recently used answers go first, `lru-cache`), so no
 * sequence of requests can make it hold more. A write through this server that changes what
 * public reads show (a comment, a like, a share; an editor's publish) drops the answers that show
 * what it changed — by the same surrogate keys the edge is purged by (docs/adr/0019) — and any
 * answer being built meanwhile is not kept. Connected to the instances' change signal
 * (`shareChanges`), the other instances drop the same answers as soon as the signal reaches them.
 * Content changed outside the API (imports, the operator commands), or a signal lost on the way,
 * is seen when an entry's lifetime ends: answers are already public for
 * `PUBLIC_MAX_AGE_SECONDS` in browsers and shared caches, so a second on the server adds no
 * staleness readers could not already see. See docs/adr/0005 and docs/adr/0011.
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #building = new Map<string, Promise<CachedResponse>>();
  #generation = 0;
  #changes: ChangeSignal | undefined;

  constructor(
    private readonly lifetimeMs: number,
    limits: ResponseCacheLimits = {},
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.#entries = new LRUCache<string, Entry>({
      max: limits.maxEntries ?? DEFAULT_CACHE_MAX_ENTRIES,
      maxSize: limits.maxBytes ?? DEFAULT_CACHE_MAX_BYTES,
      sizeCalculation: (entry, key) => entryBytes(key, entry),
    });
  }

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  /** The answer kept for `key` if its lifetime has not ended, without building one. */
  fresh(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expires > this.clock() ? entry : undefined;
  }

  /**
   * The cached answer for `key`, or the one `build` makes (kept if no write came meanwhile);
   * without a key, the one `build` makes, not kept.
   */
  async through(
    key: string | undefined,
    build: () => Promise<CacheBuild>,
  ): Promise<CachedResponse> {
    if (key === undefined) return toResponse(await build()).response;
    const now = this.clock();
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry;
    if (entry) this.#entries.delete(key);
    const pending = this.#building.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const promise = build().then((built) => {
      const { response, keys } = toResponse(built);
      if (generation === this.#generation) this.#keep(key, response, keys);
      return response;
    });
    this.#building.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.#building.get(key) === promise) this.#building.delete(key);
    }
  }

  /**
   * Drops the answers a write changed (every answer, by default), and any being built, and
   * tells the other instances.
   */
  invalidate(change: PublicChange = { scope: 'everything' }): void {
    this.#forget(change);
    this.#changes?.announce(JSON.stringify(change));
  }

  /** From now on, tells the other instances of this one's writes and hears of theirs. */
  shareChanges(changes: ChangeSignal): void {
    this.#changes = changes;
    changes.listen((message) => {
      this.#forget(parsePublicChange(message));
    });
  }

  /** Answers kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes the answers kept take, as counted against the limit. */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  #forget(change: PublicChange): void {
    this.#generation += 1;
    this.#building.clear();
    if (change.scope === 'everything') {
      this.#entries.clear();
      return;
    }
    const site = siteById(change.siteId);
    if (!site) {
      this.#entries.clear();
      return;
    }
    const reached =
      change.scope === 'site'
        ? [siteKey(site.lang)]
        : [
            ...change.itemIds.map(itemKey),
            everyItemKey(site.lang),
            ...(change.lists ? [listKey(site.lang)] : []),
          ];
    const gone: string[] = [];
    for (const [key, entry] of this.#entries.entries())
      if (!entry.keys || reached.some((k) => entry.keys?.has(k))) gone.push(key);
    for (const key of gone) this.#entries.delete(key);
  }

  #keep(key: string, response: CachedResponse, keys: readonly string[] | undefined): void {
    this.#entries.set(key, {
      ...response,
      expires: this.clock() + this.lifetimeMs,
      keys: keys ? new Set(keys) : undefined,
    });
  }
}

function toResponse(built: CacheBuild): {
  response: CachedResponse;
  keys: readonly string[] | undefined;
} {
  const body = typeof built === 'string' ? built : built.body;
  const response: CachedResponse = {
    body,
    bytes: Buffer.from(body, 'utf8'),
    etag: etagOf(body),
    compressed: {},
  };
  if (typeof built !== 'string' && built.lastModified)
    response.lastModified = built.lastModified.toUTCString();
  return { response, keys: typeof built === 'string' ? undefined : built.keys };
}

/** A change another instance announced; one that cannot be read (an older instance's) is "everything". */
function parsePublicChange(message: string | undefined): PublicChange {
  const everything: PublicChange = { scope: 'everything' };
  if (message === undefined) return everything;
  try {
    const value = JSON.parse(message) as Partial<Record<string, unknown>>;
    if (value.scope === 'site' && typeof value.siteId === 'number')
      return { scope: 'site', siteId: value.siteId };
    if (
      value.scope === 'items' &&
      typeof value.siteId === 'number' &&
      Array.isArray(value.itemIds) &&
      value.itemIds.every((id) => typeof id === 'number') &&
      typeof value.lists === 'boolean'
    )
      return {
        scope: 'items',
        siteId: value.siteId,
        itemIds: value.itemIds,
        lists: value.lists,
      };
  } catch {
    // Not a change this version writes: drop everything, as before.
  }
  return everything;
}
