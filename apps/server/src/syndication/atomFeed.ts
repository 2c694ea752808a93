import type { FeedDocument } from './feedDocument.ts';
import type { FeedEntry } from './feedEntry.ts';
import { xmlDocument, type XmlNode } from './xmlDocument.ts';

function entry(e: FeedEntry): XmlNode {
  return {
    id: e.url,
    title: { '@type': 'text', '#text': e.title },
    link: [
      { '@rel': 'alternate', '@type': 'text/html', '@href': e.url },
      // The same story in the other languages (issue 28): one alternate per language.
      ...e.versions.map((v) => ({
        '@rel': 'alternate',
        '@type': 'text/html',
        '@hreflang': v.hreflang,
        '@href': v.href,
      })),
      ...e.pictures.map((p) => ({ '@rel': 'enclosure', '@type': p.type, '@href': p.url })),
      ...(e.video
        ? [{ '@rel': 'enclosure', '@type': e.video.type || undefined, '@href': e.video.url }]
        : []),
    ],
    published: e.published.toISOString(),
    updated: e.updated.toISOString(),
    author: e.author ? { name: e.author } : undefined,
    category: e.categories.map((term) => ({ '@term': term })),
    summary: e.summary ? { '@type': 'text', '#text': e.summary } : undefined,
    content: e.contentHtml ? { '@type': 'html', '#text': e.contentHtml } : undefined,
  };
}

/**
 * The feed as Atom (RFC 4287). The site is the feed's author, so an entry without a byline still
 * has one, as the RFC asks.
 */
export function atomFeed(feed: FeedDocument): string {
  return xmlDocument({
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      '@xml:lang': feed.site.locale,
      id: feed.atomUrl,
      title: { '@type': 'text', '#text': feed.title },
      subtitle: { '@type': 'text', '#text': feed.description },
      updated: feed.updated.toISOString(),
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': feed.atomUrl },
        { '@rel': 'alternate', '@type': 'text/html', '@href': feed.homeUrl },
        { '@rel': 'alternate', '@type': 'application/rss+xml', '@href': feed.rssUrl },
      ],
      author: { name: feed.siteName },
      icon: feed.iconUrl,
      entry: feed.entries.map(entry),
    },
  });
}
