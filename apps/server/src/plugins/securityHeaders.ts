import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { PublicOrigins } from '../http/PublicOrigins.ts';
import { APP_LOADER_SCRIPT_HASH } from '../render/appLoaderScript.ts';
import { DEEP_LINK_SCRIPT_HASH } from '../render/deepLinkScript.ts';
import { THEME_SCRIPT_HASH } from '../render/themeScript.ts';

/**
 * The web app runs from our own origin only: scripts and styles from 'self' (plus the messaging
 * app's JS-SDK, which it only serves from its own host and the app loads only inside that app's
 * browser), media and images also from https content hosts (shared articles embed them), no
 * framing by other sites.
 */
export function contentSecurityPolicy(inlineStyleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // Hashes allow the page's own inline scripts (render/deepLinkScript.ts, appLoaderScript.ts,
    // themeScript.ts) and the stylesheets written into it (render/pageTemplate.ts), and nothing
    // else inline.
    `script-src 'self' ${DEEP_LINK_SCRIPT_HASH} ${APP_LOADER_SCRIPT_HASH} ${THEME_SCRIPT_HASH} https://res.wx.qq.com`,
    ["style-src 'self'", ...inlineStyleHashes].join(' '),
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** What `Strict-Transport-Security` says; undefined when it is turned off. */
export function strictTransportSecurity(hsts: Config['hsts']): string | undefined {
  if (hsts.maxAgeSeconds <= 0) return undefined;
  return `max-age=${String(hsts.maxAgeSeconds)}${hsts.includeSubDomains ? '; includeSubDomains' : ''}`;
}

/**
 * The same headers on every answer; HSTS only on answers for readers on HTTPS: the configured
 * origin's scheme when PUBLIC_ORIGIN is set, else TLS to this server or to a proxy it trusts
 * (`PublicOrigins.overTls`). Never because a request says so: an edge would keep the header
 * with the answer and give it to readers on plain HTTP (issue 39).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  policy: string,
  hsts: Config['hsts'],
  origins: PublicOrigins,
): void {
  const transport = strictTransportSecurity(hsts);
  app.addHook('onSend', async (request, reply, payload) => {
    if (transport !== undefined && origins.overTls(request))
      reply.header('Strict-Transport-Security', transport);
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header(
      'Permissions-Policy',
      'geolocation=(self), camera=(self), microphone=(self), payment=()',
    );
    return payload;
  });
}
