import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consoleLangOf } from './consoleLang.ts';
import { consoleText } from './consoleMessages.ts';
import { CONSOLE_API_PREFIX } from './mountConsoleApi.ts';

/**
 * Serves the built console at `/console/`, its own bundle apart from the reader app's: hashed
 * assets cached for a year, and every other path under `/console/` answered with its page (the
 * console routes in the browser's address, not in a hash). Without a build, says how to make one.
 */
export async function registerConsoleApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'the console is not built: run `npm run build`');
    const notBuilt = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
      if (request.url.startsWith(`${CONSOLE_API_PREFIX}/`)) return notFound(request, reply);
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The newsroom console is not built yet: run `npm run build`.');
    };
    app.get('/console', notBuilt);
    app.get('/console/*', notBuilt);
    return;
  }
  const page = readFileSync(indexFile);
  const sendPage = (_request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  // The router ignores a trailing slash: this is /console/ as well.
  app.get('/console', sendPage);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/console/',
    decorateReply: false,
    index: false,
    // The build's files are known at start: each gets its own route, and anything else under
    // /console/ falls through to the page below.
    wildcard: false,
    allowedPath: (pathName) => !/^\/\.vite(\/|$)/.test(pathName),
    // The build writes .br and .gz copies of its text files (the reader app's precompressAssets):
    // the editor's bundle goes out at a quarter of its size, with no compression per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(distDir, 'assets'));
      reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  app.get('/console/*', (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    // An API path the API does not know, or a missing file, is a 404, not the console's page.
    if (path.startsWith(`${CONSOLE_API_PREFIX}/`) || /\.[a-z0-9]+$/i.test(path))
      return notFound(request, reply);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
}

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send({
    code: 404,
    msg: consoleText(consoleLangOf(request), 'error.notFound'),
    data: null,
    reason: 'notFound',
  });
}
