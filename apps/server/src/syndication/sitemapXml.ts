import { xmlDocument } from './xmlDocument.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  /** The same page in other languages (`hreflang` → address), itself included. */
  alternates?: { hreflang: string; href: string }[];
}

export interface NewsUrl {
  loc: string;
  publicationName: string;
  /** ISO 639 (`zh-cn` for Simplified Chinese), as Google's news sitemaps ask. */
  language: string;
  publicationDate: Date;
  title: string;
}

/** A sitemap index (sitemaps.org) listing sitemap files. */
export function sitemapIndex(sitemaps: readonly string[]): string {
  return xmlDocument({
    sitemapindex: { '@xmlns': SITEMAP_NS, sitemap: sitemaps.map((loc) => ({ loc })) },
  });
}

/** A sitemap (sitemaps.org) with `xhtml:link` language alternates where a page has them. */
export function urlSet(urls: readonly SitemapUrl[]): string {
  return xmlDocument({
    urlset: {
      '@xmlns': SITEMAP_NS,
      '@xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url: urls.map((u) => ({
        loc: u.loc,
        lastmod: u.lastmod?.toISOString(),
        'xhtml:link': (u.alternates ?? []).map((a) => ({
          '@rel': 'alternate',
          '@hreflang': a.hreflang,
          '@href': a.href,
        })),
      })),
    },
  });
}

/** A Google news sitemap: the articles of the last two days with their publication. */
export function newsUrlSet(urls: readonly NewsUrl[]): string {
  return xmlDocument({
    urlset: {
      '@xmlns': SITEMAP_NS,
      '@xmlns:news': 'http://www.google.com/schemas/sitemap-news/0.9',
      url: urls.map((u) => ({
        loc: u.loc,
        'news:news': {
          'news:publication': {
            'news:name': u.publicationName,
            'news:language': u.language,
          },
          'news:publication_date': u.publicationDate.toISOString(),
          'news:title': u.title,
        },
      })),
    },
  });
}
