import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROTOCOL_STATUS } from '@news/contract/envelope';
import { HEADER } from '@news/contract/signing';
import { DEFAULT_SITE_LANG, isSiteLang, SITES, type SiteLang } from '@news/contract/sites';
import { ApiError } from '../http/ApiError.ts';
import { InputShapeError } from '../http/bodyShape.ts';
import { apiErrorOf } from '../http/domainErrors.ts';
import { DomainError } from '../services/shared/DomainError.ts';
import { translate } from '../i18n/serverMessages.ts';

/** The site's language when the request reached a site route, else the `lang` header, else the default. */
export function requestLang(request: FastifyRequest): SiteLang {
  if (request.site) return request.site.lang;
  const prefixSite = SITES.find(
    (s) => request.url === s.prefix || request.url.startsWith(`${s.prefix}/`),
  );
  if (prefixSite) return prefixSite.lang;
  const header = request.headers[HEADER.lang.toLowerCase()];
  return isSiteLang(header) ? header : DEFAULT_SITE_LANG;
}

/**
 * The envelope of an answer that is not a success, written here: a route's serializer knows only
 * its success envelope, and a refusal also goes with status 200.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        code: error.resultCode,
        msg: translate(requestLang(request), error.messageKey, error.params),
        data: null,
      }),
    );
}

const internalError = (): ApiError => ApiError.protocol(PROTOCOL_STATUS.internal, 'error.internal');

/** Maps Fastify's own client errors (bad JSON, body too large, ...) onto the contract's statuses. */
function fromFastifyError(error: FastifyError): ApiError | undefined {
  if (error instanceof InputShapeError)
    return ApiError.protocol(PROTOCOL_STATUS.badRequest, 'error.tooComplex');
  const status = error.statusCode ?? 500;
  if (status === PROTOCOL_STATUS.tooLarge)
    return ApiError.protocol(PROTOCOL_STATUS.tooLarge, 'error.tooLarge');
  if (status === PROTOCOL_STATUS.unsupportedMediaType)
    return ApiError.protocol(PROTOCOL_STATUS.unsupportedMediaType, 'error.unsupportedMediaType');
  if (status === PROTOCOL_STATUS.rateLimited)
    return ApiError.protocol(PROTOCOL_STATUS.rateLimited, 'error.rateLimited');
  if (status >= 400 && status < 500)
    return ApiError.protocol(PROTOCOL_STATUS.badRequest, 'error.badRequest');
  return undefined;
}

/**
 * Requests the router refuses before any route or hook sees them (a path whose percent-encoding
 * does not decode): left to Fastify, they would get its own English body echoing the path, not
 * the contract's envelope. Passed as the `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error.message }, 'client error');
  void sendError(request, reply, fromFastifyError(error) ?? internalError());
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(request, reply, error);
    if (error instanceof DomainError) {
      const answer = apiErrorOf(error, requestLang(request));
      if (answer) return sendError(request, reply, answer);
    }
    const mapped = fromFastifyError(error);
    if (mapped) {
      request.log.info({ err: error.message }, 'client error');
      return sendError(request, reply, mapped);
    }
    // Internals (stack, SQL) go to the log, never to the client.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, internalError());
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = SITES.some(
      (s) => request.url.startsWith(`${s.prefix}/`) || request.url === s.prefix,
    );
    const wantsPage = request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');
    if (!isApi && wantsPage) {
      // The app is hash-routed: an unknown server path lands on the app's own 404 page.
      return reply.redirect('/#/pages/public/404', 302);
    }
    return sendError(request, reply, ApiError.protocol(PROTOCOL_STATUS.notFound, 'error.notFound'));
  });
}
