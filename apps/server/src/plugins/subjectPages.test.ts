import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '@news/contract/sites';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { plantSyndicationItems, type PlantedItems } from '../testing/syndicationFixture.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const feedParser = new Parser();
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'link'].includes(name),
});
type Node = Record<string, unknown>;

/** The planted newest item's tag and byline (testing/syndicationFixture.ts): markup in both. */
const TAG = 'R&D';
const MARKUP_TAG = '<tag>';
const AUTHOR = `O'Brien & <Sons>`;
const path = (kind: string, value: string): string => `${kind}/${encodeURIComponent(value)}`;

describe.each(embeddedEngine())('tag and author feeds, pages and sitemaps on $name', (engine) => {
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

  const shareOf = (lang: string, id: number): string => `${server.baseUrl}/s/${lang}/${String(id)}`;

  it.each(['en', 'ru'] as const)(
    '%s: a tag’s and an author’s RSS and Atom feeds list the published items with it, newest first, titled in the site’s language',
    async (lang) => {
      for (const [kind, value] of [
        ['tag', TAG],
        ['author', AUTHOR],
      ] as const) {
        for (const format of ['rss', 'atom'] as const) {
          const url = `${server.baseUrl}/feeds/${lang}/${path(kind, value)}/${format}.xml`;
          const res = await fetch(url);
          expect(res.status, url).toBe(200);
          expect(res.headers.get('content-type')).toBe(
            format === 'rss'
              ? 'application/rss+xml; charset=utf-8'
              : 'application/atom+xml; charset=utf-8',
          );
          const feed = await feedParser.parseString(await res.text());
          expect(feed.items.map((i) => i.link)).toEqual([shareOf(lang, planted.hostile[lang])]);
          const title =
            kind === 'tag'
              ? { en: `Tagged “${TAG}” – `, ru: `Тег «${TAG}» — ` }[lang]
              : { en: `${AUTHOR} – `, ru: `${AUTHOR} — ` }[lang];
          expect(feed.title).toContain(title);
          // The feed's page is the listing's share page.
          expect(feed.link).toBe(`${server.baseUrl}/s/${lang}/${path(kind, value)}`);
        }
      }
    },
  );

  it('counts only what readers can see: an author of nothing but a draft, a scheduled and a taken-down item has no feed, page or sitemap entry', async () => {
    // The planted hidden items are by "Test", and nothing published is.
    for (const url of ['/feeds/en/author/Test/atom.xml', '/s/en/author/Test'])
      expect((await fetch(`${server.baseUrl}${url}`)).status, url).toBe(404);
    const sitemap = await (await fetch(`${server.baseUrl}/sitemaps/en/subjects.xml`)).text();
    expect(sitemap).not.toContain('/s/en/author/Test<');
  });

  it('answers a subject with no published item, a too long one and a control character with 404 in the site’s language', async () => {
    for (const [url, message] of [
      ['/feeds/ru/tag/no-such-tag/rss.xml', 'Страница не найдена.'],
      [`/feeds/en/tag/${'x'.repeat(51)}/rss.xml`, 'The page does not exist.'],
      ['/feeds/en/author/a%01b/atom.xml', 'The page does not exist.'],
      ['/feeds/en/author/%20Test/atom.xml', 'The page does not exist.'],
      ['/s/ja/tag/no-such-tag', 'ページが見つかりません。'],
      ['/s/xx/tag/news', 'The page does not exist.'],
    ] as const) {
      const res = await fetch(`${server.baseUrl}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toBe(`${message}\n`);
    }
  });

  it('shares a tag’s listing as a page with its items, its feeds and the way on to the app’s page, markup as text', async () => {
    const url = `${server.baseUrl}/s/en/${path('tag', MARKUP_TAG)}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await res.text();
    expect(page).not.toContain('<tag>');
    expect(page).toContain('<h1>#&lt;tag&gt;</h1>');
    expect(page).toContain(`<link rel="canonical" href="${url}">`);
    expect(page).toContain(`<meta property="og:url" content="${url}">`);
    expect(page).toContain(`href="${server.baseUrl}/feeds/en/${path('tag', MARKUP_TAG)}/rss.xml"`);
    expect(page).toContain(`<a href="${shareOf('en', planted.hostile.en)}">`);
    expect(page).toContain(
      `href="/#/pages/follow/follow?tag=${encodeURIComponent(MARKUP_TAG)}&amp;lang=en"`,
    );
    const author = await fetch(`${server.baseUrl}/s/kr/${path('author', AUTHOR)}`);
    expect(author.status).toBe(200);
    expect(await author.text()).toContain('<html lang="ko');
  });

  it('lists every site’s tag and author pages in the sitemap index, each page of them answering 200', async () => {
    const index = xml.parse(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()) as Node;
    const files = ((index.sitemapindex as Node).sitemap as Node[]).map((s) => String(s.loc));
    for (const site of SITES)
      expect(files).toContain(`${server.baseUrl}/sitemaps/${site.lang}/subjects.xml`);

    const res = await fetch(`${server.baseUrl}/sitemaps/en/subjects.xml`);
    expect(res.status).toBe(200);
    const urls = ((xml.parse(await res.text()) as Node).urlset as Node).url as Node[];
    const locs = urls.map((u) => String(u.loc));
    for (const expected of [path('tag', TAG), path('tag', MARKUP_TAG), path('author', AUTHOR)])
      expect(locs).toContain(`${server.baseUrl}/s/en/${expected}`);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) expect(String(url.lastmod)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    for (const loc of locs.slice(0, 15)) expect((await fetch(loc)).status, loc).toBe(200);
  });
});
