import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { answerClientError } from './http/answerClientError.ts';
import { logSerializers } from './http/logSerializers.ts';
import { ResponseCache } from './http/ResponseCache.ts';
import { mountApiRoutes } from './http/mountApiRoutes.ts';
import { PublicOrigins } from './http/PublicOrigins.ts';
import { registerPublicOrigin } from './http/registerPublicOrigin.ts';
import { DoorGuard } from './http/DoorGuard.ts';
import { doorBudgets } from './state/doorLimits.ts';
import { buildOpenApiDocument } from './http/openApiDocument.ts';
import type { AnyRouteSpec } from './http/routeSpec.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errorHandling.ts';
import { registerBoundedInput } from './plugins/boundedInput.ts';
import { registerFeeds } from './plugins/feeds.ts';
import { registerRequestDeadlines, serverTimeoutOptions } from './plugins/requestDeadlines.ts';
import { registerMedia } from './plugins/media.ts';
import { RequestMetrics, registerMetrics } from './plugins/metrics.ts';
import { contentSecurityPolicy, registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { registerSharePages } from './plugins/sharePages.ts';
import { registerSubjectPages } from './plugins/subjectPages.ts';
import { registerSitemaps } from './plugins/sitemaps.ts';
import { readWebPage, registerWebApp } from './plugins/webApp.ts';
import { registerWebManifests } from './plugins/webManifests.ts';
import { registerConsole } from './console/registerConsole.ts';
import { Edge } from './edge/Edge.ts';
import { alertRoutes } from './routes/alertRoutes.ts';
import { commonRoutes } from './routes/commonRoutes.ts';
import { homeRoutes } from './routes/homeRoutes.ts';
import { liveRoutes } from './routes/liveRoutes.ts';
import { mediaContentRoutes } from './routes/mediaContentRoutes.ts';
import { searchRoutes } from './routes/searchRoutes.ts';
import { accountRoutes } from './routes/accountRoutes.ts';
import { followRoutes } from './routes/followRoutes.ts';
import { interactionRoutes } from './routes/interactionRoutes.ts';
import { wechatRoutes } from './routes/wechatRoutes.ts';
import { createServices, type AppServices } from './services/AppServices.ts';
import type { LiveIngestService } from './services/media/LiveIngestService.ts';
import { ShareCardRenderer } from './share/ShareCardRenderer.ts';
import { UPLOAD_MAX_BYTES } from './services/media/UploadService.ts';
import { ServerLifecycle } from './http/ServerLifecycle.ts';
import { registerHealth } from './plugins/health.ts';
import { registerAlerts } from './plugins/alerts.ts';
import { registerRecordRetention } from './plugins/recordRetention.ts';
import { AlertStreams } from './http/AlertStreams.ts';
import { MemorySharedState } from './state/MemorySharedState.ts';
import type { SharedState } from './state/SharedState.ts';
import { createMediaStore } from './upload/createMediaStore.ts';
import type { ServedMediaStore } from './upload/ServedMediaStore.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's cache of public reads and documents. */
    responseCache: ResponseCache;
    /** The live ingest's service: the ingest node (cli/start.ts, tests) works through it. */
    liveIngest: LiveIngestService;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** State shared with the other instances (Redis); this process's own when not given. */
  state?: SharedState;
  /** The media store; the one the configuration names when not given. */
  media?: ServedMediaStore;
  /** Told when the process begins to shut down, so /readyz turns the balancer away. */
  lifecycle?: ServerLifecycle;
  /** Pino logging; tests turn it off. */
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
  /** Extra site routes mounted beside the API's own (tests use it to probe the pipeline). */
  extraRoutes?: (services: AppServices) => AnyRouteSpec[];
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify believes no hop at all for a bare number (the
 * peer might be a client naming any hops it likes), so a count becomes "the first n hops":
 * right when the server's port is reachable through those proxies only (HOST=127.0.0.1 or a
 * private network behind them), as in the cluster, where every address is 127.0.0.1 and a list
 * could not tell the proxies from the clients.
 */
function proxyTrust(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Every site route of the API, in one list: mounted under each prefix and described in /openapi.json. */
export function apiRoutes(services: AppServices, streams: AlertStreams): AnyRouteSpec[] {
  return [
    ...commonRoutes(services),
    ...homeRoutes(services),
    ...mediaContentRoutes(services),
    ...liveRoutes(services),
    ...searchRoutes(services),
    ...accountRoutes(services),
    ...interactionRoutes(services),
    ...followRoutes(services),
    ...wechatRoutes(services),
    ...alertRoutes(services, streams),
  ];
}

/**
 * Builds the server: cross-cutting plugins first, then the API under each site prefix, then
 * media, the web app, and its feeds, sitemaps and manifests. Used by `npm start` and by the tests alike.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            // Belt and braces: should anything log a request's headers, never its credentials.
            redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(config.timeouts),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const state = options.state ?? new MemorySharedState();
  const media = options.media ?? createMediaStore(config, database);
  const services = createServices(config, database, state.store, media, undefined, state.presence);
  const streams = new AlertStreams();
  const routes = [...apiRoutes(services, streams), ...(options.extraRoutes?.(services) ?? [])];

  const webPage = readWebPage(
    config.webDistDir,
    { signSecret: config.signSecret },
    { islands: config.arrivalIslands },
  );
  const publicOrigins = new PublicOrigins(config.publicOrigins);
  registerPublicOrigin(app, publicOrigins);
  registerSecurityHeaders(
    app,
    contentSecurityPolicy(webPage?.styleHashes),
    config.hsts,
    publicOrigins,
  );
  registerMetrics(app, new RequestMetrics(), config.metrics);
  registerErrorHandling(app);
  registerRequestDeadlines(app, config.timeouts);
  registerBoundedInput(app);
  const edge = new Edge(app, config.edge);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  await app.register(formBody, { bodyLimit: 256 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  const responseCache = new ResponseCache(config.responseCacheMs, config.responseCacheLimits);
  const doors = new DoorGuard(services.limiter, doorBudgets(config.rateLimits));
  responseCache.shareChanges(state.changes);
  await mountApiRoutes(app, routes, {
    signSecret: config.signSecret,
    nonces: state.nonces,
    authenticate: (token) => services.accounts.authenticate(token),
    responseCache,
    edge: edge.api,
    doors,
  });

  registerHealth(app, {
    database,
    state,
    lifecycle: options.lifecycle ?? new ServerLifecycle(),
  });
  const openApi = buildOpenApiDocument(routes);
  app.get('/openapi.json', (_request, reply) => reply.send(openApi));

  await registerMedia(
    app,
    config.demoMediaDir,
    media,
    services.lateRenditions,
    services.liveIngest,
  );
  const screens = await registerWebApp(app, {
    distDir: config.webDistDir,
    page: webPage,
    services,
    cache: responseCache,
  });
  registerSharePages(
    app,
    services.site,
    services.syndication,
    screens,
    new ShareCardRenderer(config.dataDir, config.demoMediaDir, media),
  );
  registerSubjectPages(app, services.syndication);
  // What feed readers, crawlers and "Add to home screen" read; kept like public API reads.
  registerFeeds(app, services.syndication, responseCache);
  registerSitemaps(app, services.syndication, responseCache);
  registerWebManifests(app, responseCache);
  await registerConsole(app, { services, cache: responseCache, screens, doors });
  registerAlerts(app, services, streams);
  registerRecordRetention(app, services);
  // Tests and benches read how much the cache holds (`responseCache.size`, `.bytes`).
  app.decorate('responseCache', responseCache);
  app.decorate('liveIngest', services.liveIngest);
  // Last: what an edge is told to drop must already be gone from the servers' own caches.
  edge.purgeChangesOf(services.signals.publicChange);
  return app;
}
