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

/** A tag or an author (the service's `FeedSubject`), as far as an address needs it. */
interface FeedSubject {
  kind: 'tag' | 'author';
  value: string;
}

/** `/feeds/<lang>/tag/<tag>/rss.xml`, `/feeds/<lang>/author/<name>/atom.xml`. */
export function subjectFeedPath(lang: SiteLang, format: FeedFormat, subject: FeedSubject): string {
  return `/feeds/${lang}/${subject.kind}/${encodeURIComponent(subject.value)}/${format}.xml`;
}

/** `/s/<lang>/tag/<tag>`, `/s/<lang>/author/<name>`: the listing's page to share and to index. */
export function subjectSharePath(lang: SiteLang, subject: FeedSubject): string {
  return `/s/${lang}/${subject.kind}/${encodeURIComponent(subject.value)}`;
}

/** The sitemap file of a site's tag and author pages. */
export function subjectsSitemapPath(lang: SiteLang): string {
  return `/sitemaps/${lang}/subjects.xml`;
}
