import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleCan } from '@news/contract/console/permissions';
import { CSRF_HEADER } from '@news/contract/console/staffSchemas';
import { usernameSubject, type DoorGuard } from '../http/DoorGuard.ts';
import { originOf } from '../http/requestInfo.ts';
import { DomainError } from '../services/shared/DomainError.ts';
import type { StaffPrincipal } from '../services/staff/StaffPrincipal.ts';
import type { StaffSessionService } from '../services/staff/StaffSessionService.ts';
import type { AnyConsoleRoute } from './consoleRoute.ts';
import { consoleErrorOf, staffText } from './consoleErrors.ts';
import { consoleLangOf } from './consoleLang.ts';
import { consoleText } from './consoleMessages.ts';
import { InputShapeError } from '../http/bodyShape.ts';
import { ConsoleError } from './ConsoleError.ts';
import { parseConsoleInput } from './parseConsoleInput.ts';
import { clearSessionCookie, sessionTokenOf } from './sessionCookie.ts';

export const CONSOLE_API_PREFIX = '/console/api';

/**
 * Mounts the console's API under `/console/api`: every call's session, role and CSRF token are
 * checked here, before its handler runs, and every refusal is answered in the console's
 * language. Staff sessions are cookies, not the readers' signed requests.
 */
export async function mountConsoleApi(
  app: FastifyInstance,
  staff: StaffSessionService,
  routes: readonly AnyConsoleRoute[],
  doors: DoorGuard,
): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(cookie);
      scope.setErrorHandler((error: FastifyError, request, reply) =>
        sendFailure(request, reply, asConsoleError(error, request)),
      );
      scope.setNotFoundHandler((request, reply) =>
        sendFailure(request, reply, ConsoleError.notFound()),
      );
      for (const spec of routes)
        scope.route({
          method: spec.method,
          url: spec.path,
          ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
          config: { upload: spec.multipart ?? false },
          handler: (request, reply) => handle(spec, request, reply, staff, doors),
        });
    },
    { prefix: CONSOLE_API_PREFIX },
  );
}

async function handle(
  spec: AnyConsoleRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  staffService: StaffSessionService,
  doors: DoorGuard,
): Promise<unknown> {
  const lang = consoleLangOf(request);
  reply.header('Cache-Control', 'no-store');
  const changes = request.method !== 'GET';
  if (changes) refuseCrossSite(request);
  const token = sessionTokenOf(request);
  const staff = token ? await staffService.authenticate(token) : undefined;
  if (token && !staff) clearSessionCookie(request, reply);
  if (spec.access !== 'public') authorise(spec, request, staff);
  if (
    spec.body &&
    !spec.multipart &&
    !/^application\/json\b/i.test(request.headers['content-type'] ?? '')
  )
    throw new ConsoleError(415, 'error.jsonOnly');
  const body =
    spec.body && !spec.multipart ? parseConsoleInput(spec.body, request.body ?? {}) : undefined;
  // After the session and the input are checked: counted per staff member where there is one.
  if (spec.limits && spec.limits.length > 0) {
    const username = usernameSubject(body);
    await doors.charge(spec.limits, {
      address: request.ip,
      ...(staff ? { staff: String(staff.id) } : {}),
      ...(username !== undefined ? { username } : {}),
    });
  }
  const data = await spec.handler({
    staff,
    lang,
    params: spec.params ? parseConsoleInput(spec.params, request.params) : undefined,
    query: spec.query ? parseConsoleInput(spec.query, request.query ?? {}) : undefined,
    body,
    request,
    reply,
  });
  if (spec.raw) return reply;
  return { code: 1, msg: consoleText(lang, 'ok'), data };
}

/**
 * A change must come from the console's own pages: a browser names the page's origin on
 * every cross-origin request (and `Sec-Fetch-Site`), so a request another site's page made is
 * refused before anything else, whatever cookie it carries.
 */
function refuseCrossSite(request: FastifyRequest): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site')
    throw ConsoleError.forbidden('error.crossSite');
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== originOf(request))
    throw ConsoleError.forbidden('error.crossSite');
}

function authorise(
  spec: AnyConsoleRoute,
  request: FastifyRequest,
  staff: StaffPrincipal | undefined,
): void {
  if (!staff) throw new ConsoleError(401, 'error.notSignedIn');
  if (staff.mustChangePassword && !spec.duringPasswordChange)
    throw ConsoleError.forbidden('error.mustChangePassword');
  if (request.method !== 'GET' && !sameToken(request.headers[CSRF_HEADER], staff.csrfToken))
    throw ConsoleError.forbidden('error.csrf');
  const access = spec.access;
  if (access !== 'signedIn' && access !== 'public' && !roleCan(staff.role, access))
    throw ConsoleError.forbidden();
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function asConsoleError(error: FastifyError, request: FastifyRequest): ConsoleError {
  if (error instanceof ConsoleError) return error;
  const refusal = error instanceof DomainError ? consoleErrorOf(error) : undefined;
  if (refusal) return refusal;
  if (error instanceof InputShapeError) return new ConsoleError(400, 'error.tooComplex');
  const status = error.statusCode ?? 500;
  if (status === 413) return new ConsoleError(413, 'error.tooLarge');
  if (status === 415) return new ConsoleError(415, 'error.jsonOnly');
  if (status === 429) return new ConsoleError(429, 'error.rateLimited');
  if (status >= 400 && status < 500) return ConsoleError.refused('error.badRequest');
  // Internals (stack, SQL) go to the log, never to the console.
  request.log.error({ err: error }, 'console call failed');
  return new ConsoleError(500, 'error.internal');
}

function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: ConsoleError,
): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .status(error.status)
    .header('Cache-Control', 'no-store')
    .send({
      code: error.status,
      msg: staffText(consoleLangOf(request), error.messageKey, error.params),
      data: null,
      reason: error.reason,
    });
}
