import type { FastifyRequest } from 'fastify';
import { originOf } from './requestInfo.ts';

/**
 * Origins a kept document (a feed, a sitemap) may be built for when no PUBLIC_ORIGIN is set:
 * the few a server is really reached at (its name, localhost, an address). Past these, a
 * document is built for its request and not kept, so Host values a client makes up cannot
 * fill the cache.
 */
export const MAX_UNCONFIGURED_ORIGINS = 8;

/** The origin a document's absolute links are written with, and whether it may be kept. */
export interface DocumentOrigin {
  origin: string;
  cacheable: boolean;
}

/**
 * Which origin feeds and sitemaps link to. With PUBLIC_ORIGIN set, the request's own origin
 * when it is one of those, else the first (canonical) one: the cache then holds documents for
 * those origins only, whatever `Host` a client sends. Without it, the request's own origin
 * (share links work on any name the server is reached at), kept in the cache for the first
 * MAX_UNCONFIGURED_ORIGINS origins only.
 */
export class PublicOrigins {
  readonly #configured: ReadonlySet<string>;
  readonly #canonical: string | undefined;
  readonly #seen = new Set<string>();

  constructor(configured: readonly string[]) {
    this.#configured = new Set(configured);
    this.#canonical = configured[0];
  }

  of(request: FastifyRequest): DocumentOrigin {
    const origin = originOf(request);
    if (this.#canonical !== undefined)
      return {
        origin: this.#configured.has(origin) ? origin : this.#canonical,
        cacheable: true,
      };
    if (!this.#seen.has(origin) && this.#seen.size < MAX_UNCONFIGURED_ORIGINS)
      this.#seen.add(origin);
    return { origin, cacheable: this.#seen.has(origin) };
  }
}
