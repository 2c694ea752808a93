import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESULT_CODE } from '@news/contract/envelope';
import { SITES, type SiteInfo } from '@news/contract/sites';
import { translate } from '../i18n/serverMessages.ts';
import { verifySignature } from '../plugins/verifySignature.ts';
import type { NonceLedger } from '../state/NonceLedger.ts';
import { ApiError } from './ApiError.ts';
import { cachedAnswerBytes, compressAnswer } from './compressAnswer.ts';
import { etagOf, type ResponseCache } from './ResponseCache.ts';
import type { AnyRouteSpec, AuthUser } from './routeSpec.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language site the request is for, from its API prefix (or `lang` header elsewhere). */
    site?: SiteInfo;
  }
  interface FastifyContextConfig {
    unsigned?: boolean;
    cache?: boolean;
  }
}

export interface MountOptions {
  signSecret: string;
  nonces: NonceLedger;
  /** Resolves a token to its signed-in reader, or undefined when missing, expired or revoked. */
  authenticate: (token: string) => Promise<AuthUser | undefined>;
  responseCache: ResponseCache;
}

/** Mounts every route under each of the five site prefixes, with the site bound and signatures checked. */
export async function mountApiRoutes(
  app: FastifyInstance,
  routes: readonly AnyRouteSpec[],
  options: MountOptions,
): Promise<void> {
  for (const site of SITES) {
    await app.register(
      (scope, _opts, done) => {
        scope.addHook('onSend', conditionalGet);
        // After the ETag check: the tag is of the answer itself, whatever its encoding.
        scope.addHook('onSend', (request, reply, payload) =>
          Promise.resolve(compressAnswer(request, reply, payload)),
        );
        scope.addHook('onRequest', async (request) => {
          request.site = site;
          if (request.routeOptions.config.unsigned) return;
          await verifySignature(request, options.signSecret, options.nonces);
        });
        for (const spec of routes) {
          scope.route({
            method: spec.method,
            url: spec.path,
            config: { unsigned: spec.unsigned ?? false, cache: spec.cache ?? false },
            handler: (request, reply) => handle(spec, site, request, reply, options),
          });
        }
        done();
      },
      { prefix: site.prefix },
    );
  }
}

async function handle(
  spec: AnyRouteSpec,
  site: SiteInfo,
  request: FastifyRequest,
  reply: FastifyReply,
  options: MountOptions,
): Promise<unknown> {
  const cache = options.responseCache;
  if (spec.cache && request.method === 'GET' && cache.enabled) {
    // The URL holds the site prefix and the whole query: the answer depends on nothing else.
    const cached = await cache.through(request.url, async () => {
      const answer = await envelope(spec, site, request, reply, undefined);
      if (answer === reply) throw new Error(`${spec.path} is cached but sent its own reply`);
      return JSON.stringify(answer);
    });
    // Answered here in full (conditional GET, encoding, headers) from bytes made once: the
    // per-request hooks see a Buffer and leave it alone.
    publicCacheHeaders(reply, cached.etag);
    reply.type('application/json; charset=utf-8');
    if (matchesEtag(request, cached.etag)) return reply.code(304).send();
    return cachedAnswerBytes(request, reply, cached);
  }
  let user: AuthUser | undefined;
  if (spec.auth) {
    const token = request.headers.token;
    user =
      typeof token === 'string' && token.length > 0 && token.length < 200
        ? await options.authenticate(token)
        : undefined;
    if (!user && spec.auth === 'required') throw ApiError.unauthorized();
  }
  const answer = await envelope(spec, site, request, reply, user);
  if (spec.changesPublicReads) cache.invalidate();
  return answer;
}

async function envelope(
  spec: AnyRouteSpec,
  site: SiteInfo,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser | undefined,
): Promise<unknown> {
  const query = spec.query ? parseInput(spec.query, request.query ?? {}) : undefined;
  // Clients put a POST call's fields in the body or the query string; either is accepted.
  const body = spec.body
    ? parseInput(spec.body, { ...asObject(request.query), ...asObject(request.body) })
    : undefined;
  const data = await spec.handler({ site, user, query, body, request, reply });
  // A handler that already sent a non-JSON answer (an image, a playlist) returns the reply.
  if (data === reply) return reply;
  return {
    code: RESULT_CODE.success,
    msg: translate(site.lang, spec.successMessageFor?.(data) ?? spec.successMessage ?? 'ok'),
    data,
  };
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

// C0 control characters other than tab, newline and carriage return: no reader types them, and
// PostgreSQL cannot store NUL in text at all.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** The path of the first string in the input that holds a control character, if any. */
function controlCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, path);
      if (found !== undefined) return found || String(i);
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterAt(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function parseInput(schema: z.core.$ZodType, input: unknown): unknown {
  const badField = controlCharacterAt(input, '');
  if (badField !== undefined)
    throw ApiError.refused('error.invalidParam', { name: badField || 'body' });
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') || 'body';
  const missing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined');
  // A value the reader or client can correct is a refusal (code 0), not a protocol failure.
  throw ApiError.refused(missing ? 'error.missingParam' : 'error.invalidParam', { name });
}

/** Seconds a shared cache or the browser may reuse a public read. */
export const PUBLIC_MAX_AGE_SECONDS = 30;

/**
 * ETag and Cache-Control on public reads, and 304 when the client already has this answer.
 * The tag is a hash of the body, so it changes exactly when the content does.
 */
function conditionalGet(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  return Promise.resolve(withEtag(request, reply, payload));
}

function withEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.routeOptions.config.cache || request.method !== 'GET' || reply.statusCode !== 200)
    return payload;
  if (typeof payload !== 'string') return payload;
  const etag = etagOf(payload);
  publicCacheHeaders(reply, etag);
  if (matchesEtag(request, etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

const PUBLIC_CACHE_CONTROL = `public, max-age=${String(PUBLIC_MAX_AGE_SECONDS)}`;

function publicCacheHeaders(reply: FastifyReply, etag: string): void {
  reply.header('ETag', etag);
  reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
  reply.header('Vary', 'Accept-Encoding');
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const match = request.headers['if-none-match'];
  return match !== undefined && match.split(/\s*,\s*/).includes(etag);
}
