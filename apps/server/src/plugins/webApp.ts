import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../seed/paragraphsToHtml.ts';

export interface WebAppOptions {
  distDir: string;
  /** Written into the page's `news-config` meta tag: what the client needs to sign its calls. */
  runtimeConfig: { signSecret: string };
}

/**
 * Serves the built web app at `/`. Hashed assets are cached for a year; the page itself is
 * always revalidated so a deploy reaches readers on their next visit, and is filled in with the
 * runtime configuration so changing it needs no rebuild.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app is not built: run `npm run build`');
    app.get('/', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.'),
    );
    return;
  }
  const page = readFileSync(indexFile, 'utf8').replace(
    '%NEWS_CONFIG%',
    escapeHtml(JSON.stringify(options.runtimeConfig)),
  );
  const sendPage = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  app.get('/', sendPage);
  app.get('/index.html', sendPage);

  const assetsDir = join(options.distDir, 'assets');
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies of every text asset (apps/web precompressAssets):
    // the smallest one the browser accepts is sent, with no compression work per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(assetsDir);
      reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}
