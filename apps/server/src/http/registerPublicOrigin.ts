import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentOrigin, PublicOrigins } from './PublicOrigins.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The origin this request's absolute links are written with, and whether its answer may be
     * kept by a cache (http/PublicOrigins.ts). Links are built from this, never from the
     * request's own Host or forwarded headers.
     */
    readonly publicOrigin: DocumentOrigin;
  }
}

/** Gives every request its `publicOrigin`, worked out when a route asks for it. */
export function registerPublicOrigin(app: FastifyInstance, origins: PublicOrigins): void {
  app.decorateRequest('publicOrigin', {
    getter(this: FastifyRequest): DocumentOrigin {
      return origins.of(this);
    },
  });
}
