import { brotliDecompressSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '@news/contract/sites';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { listedItems } from '../testing/listedItems.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import {
  hostileTitle,
  plantSyndicationItems,
  type PlantedItems,
} from '../testing/syndicationFixture.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** A feed-specific parser on a different XML parser than ours (xml2js, strict): what readers use. */
const feedParser = new Parser({ customFields: { item: ['content:encoded', 'media:content'] } });
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name, jpath) =>
    ['item', 'entry', 'category', 'media:content'].includes(name) ||
    (name === 'link' && String(jpath).startsWith('feed.')),
});

type Node = Record<string, unknown>;
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function text(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (node && typeof node === 'object' && '#text' in node) return text((node as Node)['#text']);
  return '';
}

/** Checks what RSS 2.0 requires of a channel and its items; returns the items' links. */
function checkRss(body: string, self: string): string[] {
  const rss = (xml.parse(body) as Node).rss as Node;
  expect(rss['@version']).toBe('2.0');
  const channel = rss.channel as Node;
  for (const required of ['title', 'link', 'description'])
    expect(text(channel[required])).not.toBe('');
  expect((channel['atom:link'] as Node)['@href']).toBe(self);
  const items = (channel.item as Node[] | undefined) ?? [];
  return items.map((item) => {
    // "At least one of title or description must be present"; we give both links and a date.
    expect(text(item.title) || text(item.description)).not.toBe('');
    expect(text(item.pubDate)).toMatch(RFC_822);
    expect(text(item.guid)).toBe(text(item.link));
    const enclosure = item.enclosure as Node | undefined;
    if (enclosure) {
      expect(enclosure['@url']).toMatch(/^https?:\/\//);
      expect(enclosure['@length']).toMatch(/^\d+$/);
      expect(enclosure['@type']).toMatch(/^image\//);
    }
    return text(item.link);
  });
}

/** Checks what RFC 4287 requires of an Atom feed and its entries; returns the entries' links. */
function checkAtom(body: string, self: string): string[] {
  const feed = (xml.parse(body) as Node).feed as Node;
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  for (const required of ['id', 'title', 'updated']) expect(text(feed[required])).not.toBe('');
  expect(text(feed.updated)).toMatch(RFC_3339);
  const links = feed.link as Node[];
  expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toBe(self);
  // Feed-level author: entries without a byline then still have one (RFC 4287 4.1.1).
  expect(text((feed.author as Node).name)).not.toBe('');
  const entries = (feed.entry as Node[] | undefined) ?? [];
  return entries.map((entry) => {
    for (const required of ['id', 'title', 'updated']) expect(text(entry[required])).not.toBe('');
    expect(text(entry.updated)).toMatch(RFC_3339);
    expect(text(entry.published)).toMatch(RFC_3339);
    const alternate = (entry.link as Node[]).find((l) => l['@rel'] === 'alternate');
    expect(alternate?.['@href']).toBe(text(entry.id));
    return String(alternate?.['@href']);
  });
}

describe.each(embeddedEngine())('feeds on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let planted: PlantedItems;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(
      database,
      SITES.map((s) => s.lang),
    );
    planted = await plantSyndicationItems(database);
    server = await startTestServer(database);
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: the site’s feeds and every channel’s are RSS 2.0 and Atom that a strict feed parser reads, of published items only',
    async (_lang, site) => {
      const channels = await new CategoriesRepository(database.db).listAll(site.id);
      const published = new Map((await listedItems(server.baseUrl, site)).map((i) => [i.id, i]));
      const paths = ['', ...channels.map((c) => `${c.key}/`)].flatMap((channel) => [
        `/feeds/${site.lang}/${channel}rss.xml`,
        `/feeds/${site.lang}/${channel}atom.xml`,
      ]);
      let entries = 0;
      for (const path of paths) {
        const url = `${server.baseUrl}${path}`;
        const res = await fetch(url);
        expect(res.status, path).toBe(200);
        const body = await res.text();
        const rss = path.endsWith('rss.xml');
        expect(res.headers.get('content-type')).toBe(
          rss ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
        );
        const parsed = await feedParser.parseString(body);
        const links = rss ? checkRss(body, url) : checkAtom(body, url);
        expect(parsed.items.map((i) => i.link)).toEqual(links);
        for (const link of links) {
          const id = new RegExp(`^${server.baseUrl}/s/${site.lang}/(\\d+)$`).exec(link)?.[1] ?? '';
          // A published item of this site, and not one of its list advertisements.
          expect(published.get(id)?.adsUrl, `${path}: ${link}`).toBe('');
        }
        const dates = parsed.items.map((i) => Date.parse(i.isoDate ?? ''));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
        entries += links.length;
      }
      expect(entries).toBeGreaterThan(50);
      // The site's feed is its newest items: the hostile one is first, the hidden ones nowhere.
      const site_ = await feedParser.parseURL(`${server.baseUrl}/feeds/${site.lang}/rss.xml`);
      expect(site_.items).toHaveLength(50);
      expect(site_.items[0]?.link).toBe(
        `${server.baseUrl}/s/${site.lang}/${String(planted.hostile[site.lang])}`,
      );
      for (const id of planted.hidden[site.lang])
        expect(site_.items.map((i) => i.link)).not.toContain(
          `${server.baseUrl}/s/${site.lang}/${String(id)}`,
        );
    },
  );

  it('links every entry to its share page, which answers 200 with the item', async () => {
    let checked = 0;
    for (const site of SITES) {
      const feed = await feedParser.parseURL(`${server.baseUrl}/feeds/${site.lang}/atom.xml`);
      for (const item of feed.items) {
        const res = await fetch(item.link ?? '');
        expect(res.status, item.link).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        const page = await res.text();
        expect(page).toContain(`<link rel="canonical" href="${item.link ?? ''}">`);
        checked += 1;
      }
    }
    expect(checked).toBe(250);
  });

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: carries markup, quotes and CDATA ends in titles and bodies as text, in both formats',
    async (_lang, site) => {
      const link = `${server.baseUrl}/s/${site.lang}/${String(planted.hostile[site.lang])}`;
      // The control character cannot be carried by XML at all: it is dropped.
      const title = hostileTitle(site.lang).replace('\u0001', '');
      for (const format of ['rss', 'atom']) {
        const body = await (
          await fetch(`${server.baseUrl}/feeds/${site.lang}/${format}.xml`)
        ).text();
        expect(body).not.toContain('<script>');
        const item = (await feedParser.parseString(body)).items.find((i) => i.link === link);
        expect(item?.title).toBe(title);
        const html =
          format === 'rss'
            ? (item as { 'content:encoded'?: string } | undefined)?.['content:encoded']
            : item?.content;
        expect(html).toContain('A &amp; B &lt;i&gt; ]]&gt;');
        // Same-site links in bodies are absolute: a feed reader has no base to resolve them on.
        expect(html).toContain(`href="${server.baseUrl}/s/${site.lang}/1"`);
        const categories =
          format === 'rss'
            ? item?.categories
            : (
                ((xml.parse(body) as Node).feed as { entry: Node[] }).entry.find(
                  (e) => text(e.id) === link,
                )?.category as Node[]
              ).map((c) => c['@term']);
        expect(categories).toEqual(expect.arrayContaining(['<tag>', 'R&D']));
      }
    },
  );

  it('sends feeds compressed, with ETag and Last-Modified, and 304 while unchanged', async () => {
    const url = `${server.baseUrl}/feeds/ja/rss.xml`;
    const res = await rawRequest(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=10, stale-if-error=86400',
    );
    const body = brotliDecompressSync(res.body).toString();
    expect(res.body.length).toBeLessThan(Buffer.byteLength(body) / 3);
    const etag = String(res.headers.etag);
    const lastModified = String(res.headers['last-modified']);
    // The newest item's change: the hostile item, published just before the run.
    const first = (await feedParser.parseString(body)).items[0];
    expect(Date.parse(lastModified)).toBe(
      Math.floor(Date.parse(first?.isoDate ?? '') / 1000) * 1000,
    );
    expect((await rawRequest(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await rawRequest(url, { headers: { 'if-modified-since': lastModified } })).status).toBe(
      304,
    );
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await rawRequest(url, { headers: { 'if-modified-since': earlier } })).status).toBe(200);
    expect((await rawRequest(url, { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
  });

  it('answers addresses of no feed with 404 and a line in the site’s language', async () => {
    for (const [path, message] of [
      ['/feeds/xx/rss.xml', 'The page does not exist.'],
      ['/feeds/ru/no-such-channel/rss.xml', 'Страница не найдена.'],
      ['/feeds/ja/%3Cscript%3E/atom.xml', ''],
      ['/feeds/en/rss.json', ''],
    ] as const) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      if (message) expect(await res.text()).toBe(`${message}\n`);
    }
  });
});
