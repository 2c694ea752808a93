import { SITES } from '@news/contract/sites';

/*
 * The caches of offline reading, shared by the reader app (which fills the items and pictures
 * caches) and its service worker (which answers from them). Nothing else writes to them.
 */

/** The app's code and styles, one cache per build: `news-shell-<version>`. */
export const SHELL_CACHE_PREFIX = 'news-shell-';
/** The last home page the server sent, so the app starts without a network. */
export const PAGES_CACHE = 'news-pages';
/** The API's answers for items kept for offline reading, by the address of their GET call. */
export const ITEMS_CACHE = 'news-offline-items';
/** The pictures of those items, by their address. */
export const PICTURES_CACHE = 'news-offline-pictures';

/** The key the last home page is kept under, whatever site or query it was asked with. */
export const SHELL_PAGE_KEY = '/';

/** Whether a path on this origin is an API call of one of the five sites. */
export function isApiPath(pathname: string): boolean {
  return SITES.some((site) => pathname.startsWith(`${site.prefix}/`));
}

/**
 * A shared link's page (`/s/<lang>/<id>`) and the app route that shows the same item: the app
 * sends an item's route on to the right screen for its kind.
 */
export function sharedItemRoute(pathname: string): string | undefined {
  const match = /^\/s\/([A-Za-z-]+)\/(\d{1,15})\/?$/.exec(pathname);
  if (!match || !SITES.some((site) => site.lang === match[1])) return undefined;
  return `/#/pages/news-detail/news-detail?id=${match[2] ?? ''}&lang=${match[1] ?? ''}`;
}

/**
 * The folder of a processed picture (docs/adr/0024-pictures.md) that a path is a file of — its
 * address, a rendition, its share card — or undefined. Offline reading keeps one file of a
 * picture (the rendition its page showed), while a screen asks for the rendition its width needs:
 * offline, any kept file of the folder is the same picture.
 */
export function pictureFolderOf(pathname: string): string | undefined {
  return /^\/media\/pictures\/[0-9a-f]{32}\/(?=[^/]+$)/.exec(pathname)?.[0];
}
