import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HOURS } from '../services/staff/StaffSessionService.ts';

export const SESSION_COOKIE = 'news_console';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page can
 * make the browser send it), limited to the console's paths, and Secure whenever the console
 * is reached over HTTPS (behind a TLS proxy named by TRUST_PROXY).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/console',
    maxAge: SESSION_HOURS * 3600,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/console',
  });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return typeof token === 'string' && token.length > 0 && token.length < 200 ? token : undefined;
}
