import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endWithStatus } from '../http/answerClientError.ts';
import { translate } from '../i18n/serverMessages.ts';
import { requestLang } from './errorHandling.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes uploads: its body may take up to UPLOAD_TIMEOUT_MS to arrive. */
    upload?: boolean;
  }
}

export interface Deadlines {
  headersMs: number;
  requestMs: number;
  uploadMs: number;
  keepAliveMs: number;
}

/** Fastify's and Node's own settings for the deadlines: passed to `Fastify()`. */
export function serverTimeoutOptions(deadlines: Deadlines): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    // Node's deadline for a whole request, headers and body: the longest any route allows.
    requestTimeout: deadlines.uploadMs,
    keepAliveTimeout: deadlines.keepAliveMs,
    http: {
      headersTimeout: deadlines.headersMs,
      // Node looks for requests past their deadline this often (30 s by default, which would
      // let a trickle of headers live three times HEADERS_TIMEOUT_MS).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, deadlines.headersMs / 4)),
    },
  };
}

/**
 * A request's body arrives within REQUEST_TIMEOUT_MS of its headers, or the request is answered
 * 408 and its connection closed: Node's own deadline is as long as an upload's (an hour), which
 * would let a client hold a connection open for that long by trickling a small JSON body. Only
 * requests that carry a body are timed, and upload routes (`config.upload`) keep Node's.
 */
export function registerRequestDeadlines(app: FastifyInstance, deadlines: Deadlines): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.upload === true || !hasBody(request)) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      const socket = request.raw.socket;
      if (!reply.raw.headersSent && socket.writable)
        endWithStatus(
          socket,
          408,
          'Request Timeout',
          translate(requestLang(request), 'error.requestTimeout'),
        );
      socket.destroySoon();
    }, deadlines.requestMs);
    timer.unref();
    const clear = (): void => {
      clearTimeout(timer);
    };
    request.raw.once('end', clear);
    request.raw.once('close', clear);
    done();
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}
