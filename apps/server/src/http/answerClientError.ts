import type { Duplex } from 'node:stream';
import { DEFAULT_SITE_LANG, siteByPrefix, type SiteLang } from '@news/contract/sites';
import { translate } from '../i18n/serverMessages.ts';

/**
 * The site a request was for, read from the start of its request line ("GET /enapi/…") in the
 * bytes Node's parser received, so a request it refused is answered in that site's language.
 */
export function languageOfRawRequest(raw: unknown): SiteLang {
  // Node hands over a Buffer; Fastify's types describe its JSON form ({ type, data }).
  const data = (raw as { data?: unknown } | undefined)?.data;
  const bytes = Buffer.isBuffer(raw)
    ? raw
    : Array.isArray(data)
      ? Buffer.from(data.slice(0, 64) as number[])
      : undefined;
  if (!bytes) return DEFAULT_SITE_LANG;
  const line = bytes.subarray(0, 64).toString('latin1');
  const prefix = /^[A-Z]{3,7} (\/[a-z]+)(?:[/?#\s]|$)/.exec(line)?.[1];
  return (prefix ? siteByPrefix(prefix)?.lang : undefined) ?? DEFAULT_SITE_LANG;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (oversized headers or URL,
 * garbage bytes) still get the contract's envelope, in the language of the site whose prefix
 * the request line names (the default site's when it names none).
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Duplex,
): void {
  if (!socket.writable) return;
  const lang = languageOfRawRequest(error.rawPacket);
  // Node's own deadlines (HEADERS_TIMEOUT_MS, UPLOAD_TIMEOUT_MS) end here too.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    endWithStatus(socket, 408, 'Request Timeout', translate(lang, 'error.requestTimeout'));
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  endWithStatus(
    socket,
    tooLarge ? 431 : 400,
    tooLarge ? 'Request Header Fields Too Large' : 'Bad Request',
    translate(lang, tooLarge ? 'error.tooLarge' : 'error.badRequest'),
  );
}

/** Writes a whole answer (the contract's envelope) straight to the socket and closes it. */
export function endWithStatus(socket: Duplex, status: number, reason: string, msg: string): void {
  const body = JSON.stringify({ code: status, msg, data: null });
  socket.end(
    `HTTP/1.1 ${String(status)} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
  );
}
