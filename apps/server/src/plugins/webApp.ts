import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANG_COOKIE } from '@news/contract/serverRender';
import { isSiteLang, siteByLang, siteLangFromLocale, type SiteLang } from '@news/contract/sites';
import { cachedAnswerBytes } from '../http/compressAnswer.ts';
import type { CachedResponse, ResponseCache } from '../http/ResponseCache.ts';
import { isNotModified } from '../http/sendCachedDocument.ts';
import { AppDocument } from '../render/AppDocument.ts';
import { loadAppRenderer } from '../render/loadAppRenderer.ts';
import { preparePageTemplate, type PageTemplate } from '../render/pageTemplate.ts';
import { ScreenRenderer } from '../render/ScreenRenderer.ts';
import { withSiteHead } from '../render/siteHead.ts';
import { escapeHtml } from '../content/escapeHtml.ts';
import type { AppServices } from '../services/AppServices.ts';

/** The reader app's service worker in the web build (apps/web `vite.worker.config.ts`). */
export const SERVICE_WORKER_FILE = 'sw.js';

interface WebAppOptions {
  distDir: string;
  /** The built page (readWebPage), undefined when the web app is not built. */
  page: PageTemplate | undefined;
  services: AppServices;
  /** The API's cache of public reads: the rendered home page is one, emptied by the same writes. */
  cache: ResponseCache;
}

/**
 * Serves the built web app at `/`. Hashed assets are cached for a year; the page itself is
 * always revalidated so a deploy reaches readers on their next visit. `/` arrives with the home screen of the
 * reader's site already in its HTML (rendered by the app's own server entry); the renderer is
 * returned for the share pages. Without a build, `/` says how to make one.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: WebAppOptions,
): Promise<ScreenRenderer | undefined> {
  if (!options.page) {
    app.log.warn({ distDir: options.distDir }, 'web app is not built: run `npm run build`');
    app.get('/', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.'),
    );
    return undefined;
  }
  const page = options.page.html;
  const renderer = await loadAppRenderer(options.distDir);
  if (!renderer) app.log.warn('the web build has no server entry: pages are sent without HTML');
  const screens = renderer
    ? new ScreenRenderer(renderer, new AppDocument(page), options.services, options.cache)
    : undefined;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    // The page depends on the site chosen for this reader (its manifest, its home screen), and
    // is compressed per client. Browsers revalidate it every time; shared caches keep it as
    // that site's page (edge/documentKeys.ts), purged when the site publishes.
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=0')
      .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    const lang = homeLang(request);
    request.site = siteByLang(lang);
    if (!screens) return reply.send(withSiteHead(page, lang));
    let rendered: CachedResponse;
    try {
      rendered = await screens.home(siteByLang(lang));
    } catch (error) {
      // The app still starts from the plain page and fetches what it shows.
      request.log.error({ err: error }, 'rendering the home screen failed');
      return reply.send(withSiteHead(page, lang));
    }
    reply.header('ETag', rendered.etag);
    if (isNotModified(request, rendered)) return reply.code(304).send();
    return reply.send(cachedAnswerBytes(request, reply, rendered));
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // The server entry and the build manifest are for this server, not for browsers.
    allowedPath: (pathName) => !/^\/\.(ssr|vite)(\/|$)/.test(pathName),
    // The build writes .br and .gz copies of every text asset (apps/web precompressAssets):
    // the smallest one the browser accepts is sent, with no compression work per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(options.distDir, 'assets'));
      // The service worker (`/sw.js`, at the root so that it serves the whole app) is checked
      // for a new version on every start: a deploy reaches readers at their next one.
      const worker = path === join(options.distDir, SERVICE_WORKER_FILE);
      reply.header(
        'Cache-Control',
        worker
          ? 'no-cache'
          : immutable
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
      );
    },
  });
  return screens;
}

/**
 * The built `index.html`, filled in with the runtime configuration (written into its
 * `news-config` meta tag: what the client needs to sign its calls, so changing it needs no
 * rebuild) and prepared to carry server-rendered screens. Undefined without a build.
 */
export function readWebPage(
  distDir: string,
  runtimeConfig: { signSecret: string },
  options: { islands: boolean } = { islands: false },
): PageTemplate | undefined {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8').replace('%NEWS_CONFIG%', () =>
    escapeHtml(JSON.stringify(runtimeConfig)),
  );
  return preparePageTemplate(html, distDir, options);
}

/**
 * The site `/` shows: the `lang` the link names, else the one this browser last read (the app
 * keeps it in a cookie), else the browser's first language — what the app itself would choose
 * from the device locale, so its first render matches.
 */
function homeLang(request: FastifyRequest): SiteLang {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isSiteLang(asked)) return asked;
  const cookie = request.headers.cookie
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1);
  const remembered = cookie === undefined ? undefined : safeDecode(cookie);
  if (isSiteLang(remembered)) return remembered;
  const first = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  return siteLangFromLocale(first);
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
