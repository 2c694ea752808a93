import type { FastifyInstance } from 'fastify';
import { isSiteLang, siteByLang } from '@news/contract/sites';
import type { ResponseCache } from '../http/ResponseCache.ts';
import { isNotModified, sendCachedDocument } from '../http/sendCachedDocument.ts';
import { translate } from '../i18n/serverMessages.ts';
import { AppIcons, isAppIconName } from '../webManifest/appIcons.ts';
import { manifestPath } from '@news/contract/manifestPath';
import { webManifest } from '../webManifest/webManifest.ts';
import { siteKey } from '../edge/surrogateKeys.ts';
import { sendNotFound } from './sendNotFound.ts';

/**
 * `/manifest/<lang>.webmanifest`, the web app manifest of each site (named as the site is named
 * everywhere, `SITES` in the contract), and `/manifest/icon-*.png`, the icons it names, rendered
 * once from SVG. Every HTML page of a site links its manifest (`render/siteHead.ts`).
 */
export function registerWebManifests(app: FastifyInstance, cache: ResponseCache): void {
  const icons = new AppIcons();

  app.get<{ Params: { file: string } }>('/manifest/:file', async (request, reply) => {
    const { file } = request.params;
    const lang = /^(.+)\.webmanifest$/.exec(file)?.[1];
    if (lang !== undefined) {
      if (!isSiteLang(lang)) return sendNotFound(reply, lang);
      const site = siteByLang(lang);
      const manifest = await cache.through(`manifest:${manifestPath(lang)}`, () =>
        Promise.resolve({
          body: JSON.stringify(webManifest(site, translate(lang, 'page.homeDescription'))),
          keys: [siteKey(lang)],
        }),
      );
      return sendCachedDocument(request, reply, manifest, {
        type: 'application/manifest+json; charset=utf-8',
        cacheControl: 'public, max-age=3600',
      });
    }
    if (!isAppIconName(file)) return sendNotFound(reply, 'en');
    const icon = icons.icon(file);
    reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .header('ETag', icon.etag);
    if (isNotModified(request, icon)) return reply.code(304).send();
    return reply.send(icon.png);
  });
}
