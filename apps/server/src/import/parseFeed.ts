import { XMLParser } from 'fast-xml-parser';
import type { ImportItemInput } from './importItemSchema.ts';

type FeedFormat = 'rss' | 'atom' | 'json';

interface ParsedFeed {
  format: FeedFormat;
  /** Raw items, validated later one by one so one bad entry does not stop the rest. */
  items: unknown[];
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  // Entity expansion is where XML bombs live; feeds need only the built-in five.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) =>
    ['item', 'entry', 'link', 'category', 'enclosure', 'media:content'].includes(name),
});

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value)
    return text((value as Record<string, unknown>)['#text']);
  return '';
}

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined ? [] : [value];
}

function attr(node: unknown, name: string): string {
  return node && typeof node === 'object'
    ? text((node as Record<string, unknown>)[`@${name}`])
    : '';
}

function isoDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** The first image inside an HTML fragment: feeds often carry their picture only there. */
function firstImage(html: string): string | undefined {
  return /<img[^>]+src=["'](https?:\/\/[^"']+)["']/i.exec(html)?.[1];
}

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function rssItem(item: Record<string, unknown>): ImportItemInput {
  const body = text(item['content:encoded']) || text(item.description);
  const enclosures = [...asArray(item.enclosure), ...asArray(item['media:content'])];
  const image = enclosures.find(
    (e) => /^image\//.test(attr(e, 'type')) || /\.(jpe?g|png|gif|webp)(\?|$)/i.test(attr(e, 'url')),
  );
  const imageUrl = image ? attr(image, 'url') : firstImage(body);
  const guid = text(item.guid) || text(item.link);
  return {
    id: guid,
    title: text(item.title).trim(),
    description: plain(text(item.description)).slice(0, 500),
    author: text(item.author) || text(item['dc:creator']),
    publishDate: isoDate(text(item.pubDate) || text(item['dc:date'])),
    body,
    images: imageUrl ? [{ url: imageUrl, caption: '' }] : [],
    tags: asArray(item.category).map(text).filter(Boolean).slice(0, 20),
  };
}

function atomEntry(entry: Record<string, unknown>): ImportItemInput {
  const links = asArray(entry.link);
  const enclosure = links.find(
    (l) => attr(l, 'rel') === 'enclosure' && /^image\//.test(attr(l, 'type')),
  );
  const body = text(entry.content) || text(entry.summary);
  const imageUrl = enclosure ? attr(enclosure, 'href') : firstImage(body);
  const author =
    entry.author && typeof entry.author === 'object'
      ? text((entry.author as Record<string, unknown>).name)
      : '';
  return {
    id: text(entry.id),
    title: text(entry.title).trim(),
    description: plain(text(entry.summary)).slice(0, 500),
    author,
    publishDate: isoDate(text(entry.published) || text(entry.updated)),
    body,
    images: imageUrl ? [{ url: imageUrl, caption: '' }] : [],
    tags: asArray(entry.category)
      .map((c) => attr(c, 'term'))
      .filter(Boolean)
      .slice(0, 20),
  };
}

/** Reads an RSS 2.0 feed, an Atom feed or our JSON format (`{"items": [...]}`), by content. */
export function parseFeed(source: string): ParsedFeed {
  const trimmed = source.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const data: unknown = JSON.parse(trimmed);
    const items = Array.isArray(data) ? data : (data as { items?: unknown }).items;
    if (!Array.isArray(items)) throw new Error('a JSON import file holds {"items": [...]}');
    return { format: 'json', items };
  }
  const doc = xml.parse(trimmed) as Record<string, unknown>;
  const rss = doc.rss as { channel?: { item?: unknown } } | undefined;
  if (rss?.channel) {
    return {
      format: 'rss',
      items: asArray(rss.channel.item).map((i) => rssItem(i as Record<string, unknown>)),
    };
  }
  const feed = doc.feed as { entry?: unknown } | undefined;
  if (feed) {
    return {
      format: 'atom',
      items: asArray(feed.entry).map((e) => atomEntry(e as Record<string, unknown>)),
    };
  }
  throw new Error('not an RSS 2.0 feed, an Atom feed or a JSON import file');
}
