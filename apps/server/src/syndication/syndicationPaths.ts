import type { SiteLang } from '@news/contract/sites';

export type FeedFormat = 'rss' | 'atom';

/** `/feeds/<lang>/rss.xml`, or `/feeds/<lang>/<channel>/atom.xml` for one channel's feed. */
export function feedPath(lang: SiteLang, format: FeedFormat, channelKey?: string): string {
  const channel = channelKey === undefined ? '' : `${encodeURIComponent(channelKey)}/`;
  return `/feeds/${lang}/${channel}${format}.xml`;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** One file of a site's sitemap (from 1). */
export function sitemapPath(lang: SiteLang, page: number): string {
  return `/sitemaps/${lang}/${String(page)}.xml`;
}

export function newsSitemapPath(lang: SiteLang): string {
  return `/sitemaps/${lang}/news.xml`;
}
