import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedAnswerBytes } from './compressAnswer.ts';
import type { CachedResponse } from './ResponseCache.ts';

export interface DocumentHeaders {
  /** The media type with its charset. */
  type: string;
  cacheControl: string;
}

/** An entity tag without its weakness mark: `If-None-Match` compares tags weakly (RFC 9110). */
function opaqueTag(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/**
 * Whether the client's copy is current: its `If-None-Match` names this document's tag, or (when
 * it sends no tag) its `If-Modified-Since` is no older than the document's last change.
 */
export function isNotModified(
  request: FastifyRequest,
  document: Pick<CachedResponse, 'etag' | 'lastModified'>,
): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) {
    const current = opaqueTag(document.etag);
    return tags.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === current);
  }
  const since = request.headers['if-modified-since'];
  if (since === undefined || document.lastModified === undefined) return false;
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && Date.parse(document.lastModified) <= sinceTime;
}

/**
 * Sends a document kept in the response cache (a feed, a sitemap, the manifest) the way the share
 * pages go: with its ETag and Last-Modified, as 304 when the client's copy is current, and in the
 * best encoding the client accepts, each encoding made once per cached document.
 */
export function sendCachedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CachedResponse,
  headers: DocumentHeaders,
): FastifyReply {
  reply
    .type(headers.type)
    .header('Cache-Control', headers.cacheControl)
    .header('ETag', document.etag)
    .header('Vary', 'Accept-Encoding');
  if (document.lastModified !== undefined) reply.header('Last-Modified', document.lastModified);
  if (isNotModified(request, document)) return reply.code(304).send();
  return reply.send(cachedAnswerBytes(request, reply, document));
}
