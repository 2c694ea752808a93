import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';

const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's own figures (event-loop lag, GC, heap, memory, file descriptors): one registry
 * per process, made on first use, because they describe the process however many apps a test
 * builds in it (each call of collectDefaultMetrics would start another event-loop monitor).
 */
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Request counts and latency by route and status, plus the process's figures, in Prometheus text. */
export class RequestMetrics {
  private readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS_SECONDS,
    registers: [this.registry],
  });

  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  readonly contentType = this.registry.contentType;

  async render(): Promise<string> {
    return `${await this.registry.metrics()}\n${await processMetrics().metrics()}`;
  }
}

/** Compares digests, so neither the token's length nor its bytes leak through the time taken. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether a scrape may read the metrics: with a token configured, only with
 * `Authorization: Bearer <token>`; without one, only where the configuration says metrics are open.
 */
function allowed(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && sameToken(match[1], token);
}

/**
 * Counts every answer, and serves `/metrics`: on the server's own port (open in development and
 * tests, behind METRICS_TOKEN otherwise, not at all in production without one), or only on
 * METRICS_PORT, bound to METRICS_HOST (127.0.0.1 unless told), when that is set.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: RequestMetrics,
  config: Config['metrics'],
): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, so ids in paths cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (config.port !== undefined) {
    serveOnOwnPort(app, metrics, config);
    return;
  }
  if (config.token === undefined && !config.public) return;
  app.get('/metrics', async (request, reply) => {
    if (!allowed(request.headers.authorization, config.token))
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('metrics need the bearer token METRICS_TOKEN\n');
    reply.header('Cache-Control', 'no-store').type(metrics.contentType);
    return metrics.render();
  });
}

/** A plain HTTP listener for scrapes only, opened with the server and closed with it. */
function serveOnOwnPort(
  app: FastifyInstance,
  metrics: RequestMetrics,
  config: Config['metrics'],
): void {
  const answer = (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    if (!allowed(request.headers.authorization, config.token)) {
      response
        .writeHead(401, {
          'Content-Type': 'text/plain; charset=utf-8',
          'WWW-Authenticate': 'Bearer realm="metrics"',
        })
        .end('metrics need the bearer token METRICS_TOKEN\n');
      return;
    }
    metrics.render().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': metrics.contentType }).end(text);
      },
      () => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('failed\n');
      },
    );
  };
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    const listening = createServer(answer);
    server = listening;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(config.port, config.host, () => {
        listening.off('error', reject);
        resolve();
      });
    });
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info({ host: config.host, port }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    const open = server;
    if (!open) return;
    await new Promise<void>((resolve) =>
      open.close(() => {
        resolve();
      }),
    );
  });
}
