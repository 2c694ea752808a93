import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { RESULT_CODE } from '@news/contract/envelope';
import { SITES, type SiteInfo } from '@news/contract/sites';
import type { ApiEdge, EdgeReadHeaders } from '../edge/ApiEdge.ts';
import { SURROGATE_KEY_HEADER } from '../edge/surrogateKeys.ts';
import { translate } from '../i18n/serverMessages.ts';
import { verifySignature } from '../plugins/verifySignature.ts';
import type { NonceLedger } from '../state/NonceLedger.ts';
import { ApiError } from './ApiError.ts';
import { usernameSubject, type DoorGuard } from './DoorGuard.ts';
import { cachedAnswerBytes, compressAnswer } from './compressAnswer.ts';
import { envelopeJsonSchema } from './contractJsonSchema.ts';
import { contractValidator } from './contractValidator.ts';
import { envelopeSerializer } from './envelopeSerializer.ts';
import { readCacheKey, readCacheTags } from './readCacheKeys.ts';
import { etagOf, type CachedResponse, type ResponseCache } from './ResponseCache.ts';
import type { AnyRouteSpec, AuthUser } from './routeSpec.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language site the request is for, from its API prefix (or `lang` header elsewhere). */
    site?: SiteInfo;
    /** The signed-in reader, on calls with `auth` when the token is valid. */
    reader?: AuthUser;
    /** A cached public read's key in the response cache (`readCacheKey`), when it may be kept. */
    cacheKey?: string;
  }
  interface FastifyContextConfig {
    unsigned?: boolean;
    cache?: boolean;
  }
}

interface MountOptions {
  signSecret: string;
  nonces: NonceLedger;
  /** Resolves a token to its signed-in reader, or undefined when missing, expired or revoked. */
  authenticate: (token: string) => Promise<AuthUser | undefined>;
  responseCache: ResponseCache;
  /** Shared caches in front: how public reads may be kept, what readers' writes changed. */
  edge: ApiEdge;
  /** Counts calls against the budgets their routes name. */
  doors: DoorGuard;
}

/** Mounts every route under each of the five site prefixes, with the site bound and signatures checked. */
export async function mountApiRoutes(
  app: FastifyInstance,
  routes: readonly AnyRouteSpec[],
  options: MountOptions,
): Promise<void> {
  // Declared, so every request object has them from the start: adding them later per request
  // changes the object's shape, which slows every piece of code that reads requests.
  app.decorateRequest('site', undefined);
  app.decorateRequest('reader', undefined);
  app.decorateRequest('cacheKey', undefined);
  for (const site of SITES) {
    await app.register(
      (scope, _opts, done) => {
        scope.addHook('onSend', (request, reply, payload) =>
          Promise.resolve(withEtag(request, reply, payload, options.edge)),
        );
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
            config: {
              unsigned: spec.unsigned ?? false,
              cache: spec.cache ?? false,
              upload: spec.upload ?? false,
            },
            schema: {
              ...(spec.query ? { querystring: spec.query } : {}),
              ...(spec.body ? { body: spec.body } : {}),
              response: { 200: envelopeJsonSchema(spec.response) },
            },
            validatorCompiler: contractValidator,
            serializerCompiler: envelopeSerializer,
            ...preValidation(spec, options),
            ...(spec.limits && spec.limits.length > 0
              ? { preHandler: limitsHook(spec.limits, options.doors) }
              : {}),
            handler: async (request, reply) => {
              const answer = await handle(spec, site, request, reply, options);
              // A reply the handler sent itself (a redirect, an image) is done: handing it back
              // to Fastify would send it again and log a warning quoting the whole URL.
              return answer === reply ? undefined : answer;
            },
          });
        }
        done();
      },
      { prefix: site.prefix },
    );
  }
}

/** What runs before a route's input is validated, where there is anything to do. */
function preValidation(
  spec: AnyRouteSpec,
  options: MountOptions,
): { preValidation?: preValidationHookHandler | preValidationAsyncHookHandler } {
  const cache = options.responseCache;
  if (spec.cache && cache.enabled && !spec.auth && !spec.body) {
    // A public read answered a moment ago is answered again from memory before its query is
    // parsed again: an answer is only kept for a URL whose query was valid. (A hook that sends
    // and does not call `done` ends the request there.)
    return {
      preValidation: (request, reply, done) => {
        request.cacheKey = readCacheKey(spec, request);
        const cached =
          request.method === 'GET' && request.cacheKey !== undefined
            ? cache.fresh(request.cacheKey)
            : undefined;
        if (cached) void reply.send(answerFromCache(request, reply, cached, options.edge));
        else done();
      },
    };
  }
  if (!spec.body && !spec.auth) return {};
  if (!spec.auth)
    // Synchronous where nothing is awaited: one promise less per request.
    return {
      preValidation: (request, _reply, done) => {
        request.body = withQueryFields(request);
        done();
      },
    };
  // Before validation, as before: a call that needs a reader answers 401 to a request without
  // one, whatever else is wrong with it.
  const hook: preValidationAsyncHookHandler = (request) => beforeValidation(spec, request, options);
  return { preValidation: hook };
}

/** After validation, so the reader and the form's account name are known and well formed. */
function limitsHook(
  doors: NonNullable<AnyRouteSpec['limits']>,
  guard: DoorGuard,
): preHandlerAsyncHookHandler {
  return (request) => {
    const username = usernameSubject(request.body);
    return guard.charge(doors, {
      address: request.ip,
      ...(request.reader ? { reader: String(request.reader.id) } : {}),
      ...(username !== undefined ? { username } : {}),
    });
  };
}

async function beforeValidation(
  spec: AnyRouteSpec,
  request: FastifyRequest,
  options: MountOptions,
): Promise<void> {
  if (spec.body) request.body = withQueryFields(request);
  if (!spec.auth) return;
  const token = request.headers.token;
  request.reader =
    typeof token === 'string' && token.length > 0 && token.length < 200
      ? await options.authenticate(token)
      : undefined;
  if (!request.reader && spec.auth === 'required') throw ApiError.unauthorized();
}

async function handle(
  spec: AnyRouteSpec,
  site: SiteInfo,
  request: FastifyRequest,
  reply: FastifyReply,
  options: MountOptions,
): Promise<unknown> {
  const cache = options.responseCache;
  const key = request.cacheKey;
  if (spec.cache && request.method === 'GET' && cache.enabled && key !== undefined) {
    // The key holds the site prefix, the path and the query's known fields: the answer depends
    // on nothing else.
    const cached = await cache.through(key, async () => {
      const answer = await envelope(spec, site, request, reply, () => undefined);
      if (answer === reply) throw new Error(`${spec.path} is cached but sent its own reply`);
      // The route's own serializer, as Fastify would use it: cached bytes are the same bytes.
      const body = envelopeSerializer({ schema: envelopeJsonSchema(spec.response) })(answer);
      return { body, keys: readCacheTags(site.lang, spec.path, request.query, body) };
    });
    return answerFromCache(request, reply, cached, options.edge);
  }
  const write = { changed: true };
  const answer = await envelope(spec, site, request, reply, () => {
    write.changed = false;
  });
  if (spec.changesPublicReads && write.changed)
    cache.invalidate(options.edge.publicWrite(site, request.body ?? request.query));
  return answer;
}

/**
 * A cached answer in full (conditional GET, encoding, headers) from bytes made once: the
 * per-request hooks see a Buffer, or nothing for a 304, and leave it alone.
 */
function answerFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  edge: ApiEdge,
): Buffer | undefined {
  publicCacheHeaders(reply, cached.etag, edge.readHeaders(request, cached, PUBLIC_MAX_AGE_SECONDS));
  reply.type('application/json; charset=utf-8');
  if (matchesEtag(request, cached.etag)) {
    reply.code(304);
    return undefined;
  }
  return cachedAnswerBytes(request, reply, cached);
}

/** The handler's answer in its success envelope; Fastify serialises it with the route's schema. */
async function envelope(
  spec: AnyRouteSpec,
  site: SiteInfo,
  request: FastifyRequest,
  reply: FastifyReply,
  unchanged: () => void,
): Promise<unknown> {
  const data = await spec.handler({
    site,
    user: request.reader,
    // Validated and parsed by the route's schemas before the handler runs.
    query: spec.query ? request.query : undefined,
    body: spec.body ? request.body : undefined,
    request,
    reply,
    unchanged,
  });
  // A handler that already sent a non-JSON answer (an image, a playlist, a redirect) returns the
  // reply; awaited, a reply (it is thenable) gives undefined once sent, so `sent` tells it too.
  if (data === reply || reply.sent) return reply;
  return {
    code: RESULT_CODE.success,
    msg: translate(site.lang, spec.successMessageFor?.(data) ?? spec.successMessage ?? 'ok'),
    data,
  };
}

/** Clients put a POST call's fields in the body or the query string; either is accepted. */
function withQueryFields(request: FastifyRequest): Record<string, unknown> {
  return { ...asObject(request.query), ...asObject(request.body) };
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Seconds the browser may reuse a public read (shared caches: EDGE_MAX_AGE, and purges). */
const PUBLIC_MAX_AGE_SECONDS = 30;

/** How every success envelope starts (the serializer writes `code` first); refusals do not. */
const SUCCESS_PREFIX = `{"code":${String(RESULT_CODE.success)},`;

/**
 * ETag and Cache-Control on public reads built for this request (the response cache is off),
 * and 304 when the client already has this answer. The tag is a hash of the body, so it changes
 * exactly when the content does. A refusal (item not found) is not public: it may not be true
 * a moment later.
 */
function withEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  edge: ApiEdge,
): unknown {
  if (!request.routeOptions.config.cache || request.method !== 'GET' || reply.statusCode !== 200)
    return payload;
  if (typeof payload !== 'string' || !payload.startsWith(SUCCESS_PREFIX)) return payload;
  const etag = etagOf(payload);
  publicCacheHeaders(
    reply,
    etag,
    edge.readHeaders(request, { body: payload }, PUBLIC_MAX_AGE_SECONDS),
  );
  if (matchesEtag(request, etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

function publicCacheHeaders(reply: FastifyReply, etag: string, edge: EdgeReadHeaders): void {
  reply.header('ETag', etag);
  reply.header('Cache-Control', edge.cacheControl);
  reply.header(SURROGATE_KEY_HEADER, edge.keys);
  reply.header('Vary', 'Accept-Encoding');
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const match = request.headers['if-none-match'];
  return match !== undefined && match.split(/\s*,\s*/).includes(etag);
}
