import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER } from '@news/contract/signing';
import { documentKeys } from './documentKeys.ts';
import {
  PERSONAL_CACHE_CONTROL,
  sharedFromBrowser,
  UNSHARED_CACHE_CONTROL,
  type EdgeSettings,
} from './sharedCacheControl.ts';
import { SURROGATE_KEY_HEADER } from './surrogateKeys.ts';

/**
 * What every answer tells caches (docs/adr/0019), decided once for all routes when it is sent:
 *
 * - an answer that says nothing is kept by no cache (`no-store`; `private, no-store` for a
 *   request with a reader's token) — some CDNs keep any 200 they are not told about;
 * - a public answer of a page, feed, sitemap, manifest, card or file (its handler set
 *   `public, max-age=N` for browsers) gets the shared-cache directives and its surrogate keys;
 * - API reads set both themselves (their keys come from their data: http/mountApiRoutes.ts);
 * - anything else (errors, `no-cache` pages) is left as it is, which no edge keeps.
 */
export function registerEdgeHeaders(app: FastifyInstance, settings: EdgeSettings): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    edgeHeaders(request, reply, settings);
    done(null, payload);
  });
}

function edgeHeaders(request: FastifyRequest, reply: FastifyReply, settings: EdgeSettings): void {
  const cacheControl = reply.getHeader('cache-control');
  if (cacheControl === undefined) {
    reply.header(
      'Cache-Control',
      request.headers[HEADER.token.toLowerCase()] === undefined
        ? UNSHARED_CACHE_CONTROL
        : PERSONAL_CACHE_CONTROL,
    );
    return;
  }
  // A 304 too: an edge that revalidates its copy takes the headers of the answer it gets.
  if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
  if (reply.hasHeader(SURROGATE_KEY_HEADER)) return;
  const shared = sharedFromBrowser(String(cacheControl), settings);
  if (shared === undefined) return;
  const keys = documentKeys(request);
  if (keys === undefined) return;
  reply.header('Cache-Control', shared);
  reply.header(SURROGATE_KEY_HEADER, keys.join(' '));
}
