import type { FeedDocument } from './feedDocument.ts';
import type { FeedEntry } from './feedEntry.ts';
import { languageCode } from './languageCode.ts';
import { xmlDocument, type XmlNode } from './xmlDocument.ts';

/** Minutes a feed reader may keep the feed before asking again: the feeds' `max-age`. */
export const FEED_TTL_MINUTES = 5;

function item(entry: FeedEntry): XmlNode {
  const [cover] = entry.pictures;
  return {
    title: entry.title,
    link: entry.url,
    guid: { '@isPermaLink': 'true', '#text': entry.url },
    pubDate: entry.published.toUTCString(),
    description: entry.summary || undefined,
    'content:encoded': entry.contentHtml || undefined,
    'dc:creator': entry.author || undefined,
    category: entry.categories,
    // The same story in the other languages (issue 28), in Atom's terms, which RSS readers know.
    'atom:link': entry.versions.map((v) => ({
      '@rel': 'alternate',
      '@type': 'text/html',
      '@hreflang': v.hreflang,
      '@href': v.href,
    })),
    // RSS allows one enclosure: the cover. Its size is not known here, which the RSS Advisory
    // Board says to give as 0.
    enclosure: cover ? { '@url': cover.url, '@length': '0', '@type': cover.type } : undefined,
    // Every picture, with its caption, and a video's file, as Media RSS.
    'media:content': [
      ...entry.pictures.map((p) => ({
        '@url': p.url,
        '@type': p.type,
        '@medium': 'image',
        'media:description': p.caption ? { '@type': 'plain', '#text': p.caption } : undefined,
        // Media RSS's place for who made the picture; Atom has none, so only RSS carries it.
        'media:credit': p.credit || undefined,
      })),
      ...(entry.video
        ? [
            {
              '@url': entry.video.url,
              '@type': entry.video.type || undefined,
              '@medium': 'video',
              '@duration': entry.video.durationSeconds || undefined,
            },
          ]
        : []),
    ],
  };
}

/** The feed as RSS 2.0 (https://www.rssboard.org/rss-specification) with its usual namespaces. */
export function rssFeed(feed: FeedDocument): string {
  return xmlDocument({
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      '@xmlns:media': 'http://search.yahoo.com/mrss/',
      channel: {
        title: feed.title,
        link: feed.homeUrl,
        description: feed.description,
        language: languageCode(feed.site),
        'atom:link': { '@href': feed.rssUrl, '@rel': 'self', '@type': 'application/rss+xml' },
        lastBuildDate: feed.updated.toUTCString(),
        docs: 'https://www.rssboard.org/rss-specification',
        ttl: FEED_TTL_MINUTES,
        item: feed.entries.map(item),
      },
    },
  });
}
