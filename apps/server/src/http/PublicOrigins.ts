import type { FastifyRequest } from 'fastify';
import { originOf } from './requestInfo.ts';

/**
 * Origins a kept document (a page, a feed, a sitemap) may be built for when no PUBLIC_ORIGIN is
 * set: the few a server is really reached at (its name, localhost, an address). Past these, a
 * document is built for its request and not kept, so Host values a client makes up cannot
 * fill a cache.
 */
export const MAX_UNCONFIGURED_ORIGINS = 8;

/** The origin a document's absolute links are written with, and whether it may be kept. */
export interface DocumentOrigin {
  origin: string;
  cacheable: boolean;
}

/**
 * Which origin absolute links name (share and subject pages, share data, feeds, sitemaps, the
 * messaging app's sign-in, alerts): configuration, never a request, wherever a cache could keep
 * the answer or a reader could follow the link (issue 39). With PUBLIC_ORIGIN set, the
 * request's own origin when it is one of those, else the first (canonical) one: whatever `Host`
 * or forwarded header a client sends, links stay on the site, and caches hold documents for
 * those origins only. Without it (a developer's machine), the request's own origin, so links
 * work on any name the server is reached at, kept in a cache for the first
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

  /**
   * Whether readers of this answer are on HTTPS, for `Strict-Transport-Security`. With
   * PUBLIC_ORIGIN set, the scheme of the origin the answer is for: a request cannot claim it,
   * and every copy of an answer says the same. Without it, the request's own: TLS to this
   * server, or `X-Forwarded-Proto` from a proxy it trusts (TRUST_PROXY).
   */
  overTls(request: FastifyRequest): boolean {
    if (this.#canonical === undefined) return request.protocol === 'https';
    return this.of(request).origin.startsWith('https:');
  }
}
