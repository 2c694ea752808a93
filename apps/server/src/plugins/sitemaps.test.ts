import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initSchema } from '@news/contract/commonSchemas';
import type { ContentItem } from '@news/contract/contentSchemas';
import { envelopeSchema } from '@news/contract/envelope';
import { SITES, type SiteInfo } from '@news/contract/sites';
import { listedItems } from '../testing/listedItems.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { plantSyndicationItems, type PlantedItems } from '../testing/syndicationFixture.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});
type Node = Record<string, unknown>;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const LANGUAGE: Record<string, string> = {
  'zh-Hans': 'zh-cn',
  en: 'en',
  kr: 'ko',
  ja: 'ja',
  ru: 'ru',
};
const ARTICLE_KINDS = ['TUWEN', 'TUSHUO', 'TUJIE', 'SHIPING'];
const DAY_MS = 86_400_000;

describe.each(embeddedEngine())('sitemaps and robots.txt on $name', (engine) => {
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
    // No response cache: the test changes items behind the server's back and looks again.
    server = await startTestServer(database, { RESPONSE_CACHE_MS: '0' });
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  async function document(path: string): Promise<Node> {
    const res = await fetch(`${server.baseUrl}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    return xml.parse(await res.text()) as Node;
  }

  /** The share pages a site's sitemap files list, by id, from the index down. */
  async function sitemapIds(site: SiteInfo): Promise<string[]> {
    const index = (await document('/sitemap.xml')).sitemapindex as { sitemap: Node[] };
    const files = index.sitemap
      .map((s) => String(s.loc))
      .filter((loc) => new RegExp(`/sitemaps/${site.lang}/\\d+\\.xml$`).test(loc));
    expect(files).toEqual([`${server.baseUrl}/sitemaps/${site.lang}/1.xml`]);
    const urls = ((await document(new URL(files[0] ?? '').pathname)).urlset as { url: Node[] }).url;
    return urls
      .map((u) => new RegExp(`^${server.baseUrl}/s/${site.lang}/(\\d+)$`).exec(String(u.loc))?.[1])
      .filter((id): id is string => id !== undefined);
  }

  it('indexes every site’s sitemap, news sitemap and tag and author pages in /sitemap.xml', async () => {
    const index = (await document('/sitemap.xml')).sitemapindex as Node & { sitemap: Node[] };
    expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemap.map((s) => s.loc)).toEqual(
      SITES.flatMap((s) => [
        `${server.baseUrl}/sitemaps/${s.lang}/1.xml`,
        `${server.baseUrl}/sitemaps/${s.lang}/news.xml`,
        `${server.baseUrl}/sitemaps/${s.lang}/subjects.xml`,
      ]),
    );
  });

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: lists exactly the published items the reader API lists (no advertisements), and the home page with its language versions',
    async (_lang, site) => {
      const items = await listedItems(server.baseUrl, site);
      const expected = items.filter((i) => i.adsUrl === '').map((i) => i.id);
      expect(expected.length).toBeGreaterThan(50);
      expect(items.some((i) => i.adsUrl !== '')).toBe(true);
      const ids = await sitemapIds(site);
      expect([...ids].sort()).toEqual([...expected].sort());
      for (const hidden of planted.hidden[site.lang]) expect(ids).not.toContain(String(hidden));

      const urls = ((await document(`/sitemaps/${site.lang}/1.xml`)).urlset as { url: Node[] }).url;
      const [home, ...rest] = urls;
      expect(home?.loc).toBe(`${server.baseUrl}/?lang=${site.lang}`);
      expect((home?.['xhtml:link'] as Node[]).map((l) => [l['@hreflang'], l['@href']])).toEqual([
        ...SITES.map((s) => [s.locale, `${server.baseUrl}/?lang=${s.lang}`]),
        ['x-default', `${server.baseUrl}/`],
      ]);
      for (const url of rest) {
        expect(String(url.lastmod)).toMatch(W3C_DATETIME);
        // Only items with published versions on other sites have alternates: themselves
        // among them, and x-default (issue 28; versionRoutes.test.ts checks they point back).
        const links = (url['xhtml:link'] ?? []) as Node[];
        if (links.length > 0) {
          expect(links.map((l) => l['@href'])).toContain(url.loc);
          expect(links.map((l) => l['@hreflang'])).toContain('x-default');
        }
      }
    },
  );

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: the news sitemap holds the published articles of the last two days with their publication',
    async (_lang, site) => {
      const init = envelopeSchema(initSchema).parse(
        await (
          await fetch(`${server.baseUrl}${site.prefix}/index/init`, {
            headers: signedHeaders(site.lang),
          })
        ).json(),
      ).data;
      const now = Date.now();
      // Items right at the two-day edge may cross it between the two reads: leave them out.
      const edge = (i: ContentItem): boolean =>
        Math.abs(now - 2 * DAY_MS - Date.parse(i.publishDate)) < 60_000;
      const all = await listedItems(server.baseUrl, site);
      const edgeIds = new Set(all.filter(edge).map((i) => i.id));
      const items = all.filter((i) => !edge(i));
      const expected = items
        .filter(
          (i) =>
            i.adsUrl === '' &&
            ARTICLE_KINDS.includes(i.publishType) &&
            Date.parse(i.publishDate) >= now - 2 * DAY_MS,
        )
        .map((i) => i.id);
      expect(expected.length).toBeGreaterThan(5);

      const set = (await document(`/sitemaps/${site.lang}/news.xml`)).urlset as Node & {
        url: Node[];
      };
      expect(set['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
      const byId = new Map(
        set.url.map((u) => [String(u.loc).slice(String(u.loc).lastIndexOf('/') + 1), u]),
      );
      expect([...byId.keys()].filter((id) => !edgeIds.has(id)).sort()).toEqual(
        [...expected].sort(),
      );
      for (const hidden of planted.hidden[site.lang]) expect(byId.has(String(hidden))).toBe(false);
      for (const [id, url] of byId) {
        const news = url['news:news'] as Node;
        const publication = news['news:publication'] as Node;
        expect(publication['news:name']).toBe(init.site.name);
        expect(publication['news:language']).toBe(LANGUAGE[site.lang]);
        const item = items.find((i) => i.id === id);
        if (item) {
          // XML cannot carry the hostile title's control character: it is dropped.
          expect(news['news:title']).toBe(item.title.replace('\u0001', ''));
          expect(Date.parse(String(news['news:publication_date']))).toBe(
            Date.parse(item.publishDate),
          );
        }
      }
    },
  );

  it('follows the items’ state: an item taken down leaves the sitemaps and feeds at once', async () => {
    const site = SITES.find((s) => s.lang === 'kr')!;
    const [id] = await sitemapIds(site);
    expect(id).toBeDefined();
    const share = `${server.baseUrl}/s/kr/${id ?? ''}`;
    expect(await (await fetch(`${server.baseUrl}/sitemaps/kr/news.xml`)).text()).toContain(share);
    expect(await (await fetch(`${server.baseUrl}/feeds/kr/rss.xml`)).text()).toContain(share);
    await sql`update content set status = ${'unpublished'} where id = ${Number(id)}`.execute(
      database.db,
    );
    try {
      expect(await sitemapIds(site)).not.toContain(id);
      expect(await (await fetch(`${server.baseUrl}/sitemaps/kr/news.xml`)).text()).not.toContain(
        share,
      );
      expect(await (await fetch(`${server.baseUrl}/feeds/kr/rss.xml`)).text()).not.toContain(share);
      expect((await fetch(share)).status).toBe(404);
    } finally {
      await sql`update content set status = ${'published'} where id = ${Number(id)}`.execute(
        database.db,
      );
    }
  });

  it('robots.txt lets crawlers read the share pages and feeds and points them at the sitemaps', async () => {
    const res = await fetch(`${server.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robots = robotsParser(`${server.baseUrl}/robots.txt`, await res.text());
    for (const path of ['/', '/?lang=ru', '/s/ru/12', '/feeds/ru/rss.xml', '/sitemap.xml'])
      expect(robots.isAllowed(`${server.baseUrl}${path}`, 'Googlebot'), path).toBe(true);
    expect(robots.isAllowed(`${server.baseUrl}/metrics`, 'Googlebot')).toBe(false);
    const sitemaps = robots.getSitemaps();
    expect(sitemaps).toEqual([
      `${server.baseUrl}/sitemap.xml`,
      ...SITES.map((s) => `${server.baseUrl}/sitemaps/${s.lang}/news.xml`),
    ]);
    for (const sitemap of sitemaps) expect((await fetch(sitemap)).status, sitemap).toBe(200);
  });

  it('answers with 304 while a sitemap is unchanged, and 404 for files that do not exist', async () => {
    const url = `${server.baseUrl}/sitemaps/ja/1.xml`;
    const res = await rawRequest(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['last-modified']).toMatch(/GMT$/);
    expect(
      (await rawRequest(url, { headers: { 'if-none-match': String(res.headers.etag) } })).status,
    ).toBe(304);
    for (const path of [
      '/sitemaps/ja/2.xml',
      '/sitemaps/ja/0.xml',
      '/sitemaps/ja/1.json',
      '/sitemaps/xx/1.xml',
      '/sitemaps/ja/9999999.xml',
    ])
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404);
  });
});
