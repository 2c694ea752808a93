import type { FastifyError, FastifyRequest } from 'fastify';
import { escapeControlCharacters } from '../content/controlCharacterText.ts';

/** Query parameters that carry a credential: their values never reach a log line. */
const SECRET_PARAMETER = /^(token|ticket|code|state|bindcode|wxtoken|password.*|.*secret.*)$/i;

function parameterName(part: string): string {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * A request's URL as a log may keep it: the values of credential parameters replaced by
 * `[redacted]` (a reader's token, a sign-in ticket or code, a password), and control characters
 * written as escapes, so a crafted address can neither leak a secret into the logs nor drive the
 * terminal of the operator reading them.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const redacted =
    at < 0
      ? url
      : `${url.slice(0, at)}?${url
          .slice(at + 1)
          .split('&')
          .map((part) =>
            SECRET_PARAMETER.test(parameterName(part)) && part.includes('=')
              ? `${part.split('=', 1)[0] ?? ''}=[redacted]`
              : part,
          )
          .join('&')}`;
  return escapeControlCharacters(redacted);
}

/**
 * Pino's serializers for the server's log: what Fastify logs of each request (never its headers,
 * so neither the `token` header nor a cookie), and errors, whose messages may quote what a
 * client sent.
 */
export const logSerializers = {
  req(request: FastifyRequest): Record<string, unknown> & { url: string } {
    return {
      method: request.method,
      url: loggableUrl(request.url),
      host: escapeControlCharacters(request.host),
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
  err(error: FastifyError): { type: string; message: string; stack: string } {
    // Some lines log a bare message under `err` (a client's error, as text).
    if (!(error instanceof Error))
      return { type: 'message', message: escapeControlCharacters(String(error)), stack: '' };
    return {
      type: error.name,
      message: escapeControlCharacters(error.message),
      ...(error.code ? { code: error.code } : {}),
      stack: escapeControlCharacters(error.stack ?? '', '\n'),
    };
  },
};
