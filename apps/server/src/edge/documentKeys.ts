import type { FastifyRequest } from 'fastify';
import { isSiteLang, SITES } from '@news/contract/sites';
import { MEDIA_URL_PREFIX } from '../upload/MediaStore.ts';
import { SITEMAP_INDEX_PATH } from '../syndication/syndicationPaths.ts';
import { itemKey, listKey, siteKey, STATIC_KEY } from './surrogateKeys.ts';

const ID = /^\d{1,15}$/;

/**
 * The surrogate keys of an answer outside the site APIs, found by the route that gave it (its
 * pattern and parameters): the home page, share pages and cards, feeds, sitemaps, manifests,
 * the web app's files and media. Undefined for routes whose answers are not for shared caches;
 * a route renamed here without its keys is then only left out of the edge, never kept stale.
 */
export function documentKeys(request: FastifyRequest): string[] | undefined {
  const route = request.routeOptions.url;
  if (route === undefined) return undefined;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const lang = isSiteLang(params.lang) ? params.lang : undefined;
  const id = typeof params.id === 'string' && ID.test(params.id) ? params.id : undefined;
  switch (route) {
    case '/':
    case '/index.html':
      // The site the page was rendered for (plugins/webApp.ts chose it).
      return request.site ? [siteKey(request.site.lang), listKey(request.site.lang)] : undefined;
    case '/s/:lang/:id':
      // The item's screen, with its related items.
      return lang && id ? [siteKey(lang), listKey(lang), itemKey(id)] : undefined;
    case '/s/:lang/tag/:value':
    case '/s/:lang/author/:value':
    case '/s/:lang/corrections':
      // A tag's or author's listing, or every item's public notes: what changes with the
      // site's lists (any change of the site's items may change them).
      return lang ? [siteKey(lang), listKey(lang)] : undefined;
    case '/s/:lang/:id/card.png':
      return lang && id ? [siteKey(lang), itemKey(id)] : undefined;
    case SITEMAP_INDEX_PATH:
      return SITES.map((site) => listKey(site.lang));
    case '/sitemaps/:lang/:file':
      return lang ? [siteKey(lang), listKey(lang)] : undefined;
    case '/robots.txt':
      return [STATIC_KEY];
    case '/manifest/:file': {
      const manifestLang = /^(.+)\.webmanifest$/.exec(String(params.file))?.[1];
      if (manifestLang === undefined) return [STATIC_KEY];
      return isSiteLang(manifestLang) ? [siteKey(manifestLang)] : undefined;
    }
  }
  if (route.startsWith('/feeds/:lang/')) return lang ? [siteKey(lang), listKey(lang)] : undefined;
  // The web app's files (hashed assets, icons) and media: named by their content.
  if (route === '/*' || route.startsWith(MEDIA_URL_PREFIX)) return [STATIC_KEY];
  return undefined;
}
