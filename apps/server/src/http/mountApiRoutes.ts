import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RESULT_CODE } from '@news/contract/envelope';
import { SITES, type SiteInfo } from '@news/contract/sites';
import { translate } from '../i18n/serverMessages.ts';
import { verifySignature } from '../plugins/verifySignature.ts';
import type { ShortLivedStore } from '../state/ShortLivedStore.ts';
import { ApiError } from './ApiError.ts';
import type { AnyRouteSpec } from './routeSpec.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language site the request is for, from its API prefix (or `lang` header elsewhere). */
    site?: SiteInfo;
  }
  interface FastifyContextConfig {
    unsigned?: boolean;
  }
}

export interface MountOptions {
  signSecret: string;
  nonces: ShortLivedStore;
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
        scope.addHook('onRequest', async (request) => {
          request.site = site;
          if (request.routeOptions.config.unsigned) return;
          await verifySignature(request, options.signSecret, options.nonces);
        });
        for (const spec of routes) {
          scope.route({
            method: spec.method,
            url: spec.path,
            config: { unsigned: spec.unsigned ?? false },
            handler: (request, reply) => handle(spec, site, request, reply),
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
): Promise<unknown> {
  const query = spec.query ? parseInput(spec.query, request.query ?? {}) : undefined;
  const body = spec.body ? parseInput(spec.body, request.body ?? {}) : undefined;
  const data = await spec.handler({ site, query, body, request, reply });
  // A handler that already sent a non-JSON answer (an image, a playlist) returns the reply.
  if (data === reply) return reply;
  return { code: RESULT_CODE.success, msg: translate(site.lang, 'ok'), data };
}

function parseInput(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') || 'body';
  const missing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined');
  // A value the reader or client can correct is a refusal (code 0), not a protocol failure.
  throw ApiError.refused(missing ? 'error.missingParam' : 'error.invalidParam', { name });
}
