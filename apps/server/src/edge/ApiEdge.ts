import type { FastifyRequest } from 'fastify';
import type { SiteInfo } from '@news/contract/sites';
import type { PublicChange } from '../services/shared/PublicChange.ts';
import { sharedCacheControl, type EdgeSettings } from './sharedCacheControl.ts';
import { apiReadKeys } from './surrogateKeys.ts';

/** The headers of a public API read for shared caches. */
export interface EdgeReadHeaders {
  cacheControl: string;
  /** Space-separated surrogate keys. */
  keys: string;
}

/**
 * What the site APIs tell the edge (http/mountApiRoutes.ts): how a public read may be kept and
 * what it shows, and which public reads a reader's write changed.
 */
export class ApiEdge {
  /**
   * Keys per answer kept in the response cache: worked out from its body once, not per request
   * (an answer object lives as long as its cache entry).
   */
  readonly #keys = new WeakMap<object, string>();

  constructor(
    private readonly settings: EdgeSettings,
    /** Told of every reader's write that changes public reads (batched by the purger). */
    private readonly onWrite: (change: PublicChange) => void = () => undefined,
  ) {}

  /** Headers of a public read: `answer` is its serialized envelope (kept or just built). */
  readHeaders(
    request: FastifyRequest,
    answer: { body: string },
    browserMaxAge: number,
  ): EdgeReadHeaders {
    let keys = this.#keys.get(answer);
    if (keys === undefined) {
      keys = this.#keysOf(request, answer.body);
      this.#keys.set(answer, keys);
    }
    return { cacheControl: sharedCacheControl(browserMaxAge, this.settings), keys };
  }

  /**
   * A reader's write that changes public reads succeeded (a comment, a like, a share): the item
   * it names changed, or, when it names none (a comment deleted by its id, an account closed),
   * anything may have.
   */
  publicWrite(site: SiteInfo, input: unknown): PublicChange {
    const ids = itemIdsNamed(input);
    const change: PublicChange =
      ids.length > 0
        ? { scope: 'items', siteId: site.id, itemIds: ids, lists: false }
        : { scope: 'everything' };
    this.onWrite(change);
    // The servers' own caches drop the same answers (http/ResponseCache.ts).
    return change;
  }

  #keysOf(request: FastifyRequest, body: string): string {
    const site = request.site;
    if (!site) return '';
    let data: unknown;
    try {
      data = (JSON.parse(body) as { data?: unknown }).data;
    } catch {
      data = undefined;
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    return apiReadKeys(site.lang, request.routeOptions.url ?? '', query, data).join(' ');
  }
}

/** The items a write's validated input names: `contentId`, or `contentIds` (a list or comma text). */
function itemIdsNamed(input: unknown): number[] {
  if (typeof input !== 'object' || input === null) return [];
  const { contentId, contentIds } = input as Record<string, unknown>;
  const many: unknown[] = Array.isArray(contentIds)
    ? contentIds
    : typeof contentIds === 'string'
      ? contentIds.split(',')
      : [];
  return [contentId, ...many]
    .map((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''))
    .map((value) => value.trim())
    .filter((value) => /^\d{1,15}$/.test(value))
    .map(Number);
}
