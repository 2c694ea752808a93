import { randomUUID } from 'node:crypto';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { answerClientError } from './http/answerClientError.ts';
import { ResponseCache } from './http/ResponseCache.ts';
import { mountApiRoutes } from './http/mountApiRoutes.ts';
import { buildOpenApiDocument } from './http/openApiDocument.ts';
import type { AnyRouteSpec } from './http/routeSpec.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errorHandling.ts';
import { registerMedia } from './plugins/media.ts';
import { RequestMetrics, registerMetrics } from './plugins/metrics.ts';
import { registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { registerSharePages } from './plugins/sharePages.ts';
import { registerWebApp } from './plugins/webApp.ts';
import { commonRoutes } from './routes/commonRoutes.ts';
import { homeRoutes } from './routes/homeRoutes.ts';
import { liveRoutes } from './routes/liveRoutes.ts';
import { mediaContentRoutes } from './routes/mediaContentRoutes.ts';
import { searchRoutes } from './routes/searchRoutes.ts';
import { accountRoutes } from './routes/accountRoutes.ts';
import { interactionRoutes } from './routes/interactionRoutes.ts';
import { wechatRoutes } from './routes/wechatRoutes.ts';
import { createServices, type AppServices } from './services/AppServices.ts';
import { ShareCardRenderer } from './share/ShareCardRenderer.ts';
import { UPLOAD_MAX_BYTES } from './services/UploadService.ts';
import { MemoryShortLivedStore } from './state/MemoryShortLivedStore.ts';
import type { ShortLivedStore } from './state/ShortLivedStore.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  store?: ShortLivedStore;
  /** Pino logging; tests turn it off. */
  logger?: boolean;
  /** Extra site routes mounted beside the API's own (tests use it to probe the pipeline). */
  extraRoutes?: (services: AppServices) => AnyRouteSpec[];
}

/** Every site route of the API, in one list: mounted under each prefix and described in /openapi.json. */
function apiRoutes(services: AppServices): AnyRouteSpec[] {
  return [
    ...commonRoutes(services),
    ...homeRoutes(services),
    ...mediaContentRoutes(services),
    ...liveRoutes(services),
    ...searchRoutes(services),
    ...accountRoutes(services),
    ...interactionRoutes(services),
    ...wechatRoutes(services),
  ];
}

/**
 * Builds the server: cross-cutting plugins first, then the API under each site prefix, then
 * media and the web app. Used by `npm start` and by the tests alike.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const store = options.store ?? new MemoryShortLivedStore();
  const services = createServices(config, database, store);
  const routes = [...apiRoutes(services), ...(options.extraRoutes?.(services) ?? [])];

  registerSecurityHeaders(app);
  registerMetrics(app, new RequestMetrics());
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  await app.register(formBody, { bodyLimit: 256 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  const responseCache = new ResponseCache(config.responseCacheMs);
  await mountApiRoutes(app, routes, {
    signSecret: config.signSecret,
    nonces: store,
    authenticate: (token) => services.accounts.authenticate(token),
    responseCache,
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ok', database: database.dialect };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.dialect });
    }
  });
  const openApi = buildOpenApiDocument(routes);
  app.get('/openapi.json', (_request, reply) => reply.send(openApi));

  await registerMedia(app, config.demoMediaDir, config.dataDir);
  const screens = await registerWebApp(app, {
    distDir: config.webDistDir,
    runtimeConfig: { signSecret: config.signSecret },
    services,
    cache: responseCache,
  });
  registerSharePages(
    app,
    services.site,
    screens,
    new ShareCardRenderer(config.dataDir, config.demoMediaDir),
  );
  return app;
}
