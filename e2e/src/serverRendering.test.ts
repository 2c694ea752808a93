import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITES, siteByLang, type SiteLang } from '@news/contract/sites';
import { encodeSpm } from '@news/contract/spm';
import { pictureAddress, renditionUrl } from '@news/contract/pictures';
import { useAppServer, watchedPage } from './appServer.ts';
import { phoneContext } from './browser.ts';
import { ISLANDS_ENTRY, readBuildManifest } from '@news/bench/routeBundles';
import { siteApi } from './siteApi.ts';
import { REPO_ROOT } from './startServer.ts';

interface Item {
  id: string;
  title: string;
  description: string;
  img: string;
  source: string;
  publishDate: string;
}
interface Detail extends Item {
  content: string;
}
interface HomeTop {
  banner: Item[];
  headlines: Item[];
  feed: { rows: Item[] };
}

/** Text as it appears in HTML that React wrote. */
/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Text as the server's page head writes it (its own escaping: `&#39;` for an apostrophe). */
function headHtml(text: string): string {
  return html(text).replace(/&#x27;/g, '&#39;');
}

/** The first paragraph of an item's body, as the sanitised HTML the API gives. */
function firstParagraph(content: string): string {
  const match = /<p>.*?<\/p>/s.exec(content);
  if (!match) throw new Error('the item has no paragraph');
  return match[0];
}

/** What a reader sees of a piece of HTML. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function pictureUrl(field: string): string {
  const parsed = JSON.parse(field) as { url: string }[];
  return parsed[0]?.url ?? '';
}

/**
 * The `src` the app gives the picture of an image field: a processed picture's 640-wide JPEG
 * rendition (its `srcset` offers the rest), any other URL as it is.
 */
function shownSrc(field: string): string {
  const url = pictureUrl(field);
  const picture = pictureAddress(url);
  return picture ? renditionUrl(picture, 640) : url;
}

/** Where the files of an image field's picture are: a processed picture's folder, or its URL. */
function pictureFiles(field: string): string {
  const url = pictureUrl(field);
  return pictureAddress(url)?.base ?? url;
}

async function firstOf(url: string, lang: SiteLang, publishType: string): Promise<Detail> {
  const page = await siteApi<{ rows: Item[] }>(url, lang, '/cms/content/commonList', {
    publishType,
    pageSize: '1',
  });
  const row = page.rows[0];
  if (!row) throw new Error(`${lang}: no ${publishType}`);
  return siteApi<Detail>(url, lang, '/cms/content/commonDetail', { id: row.id });
}

/** The islands' start script and its imports (docs/adr/0033), by path. */
const islandsStart = new Set(
  readBuildManifest(resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/dist'))
    .closure([ISLANDS_ENTRY])
    .map((file) => `/${file}`),
);

/** Waits until every island of the page answers the reader. */
async function islandsHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const all = document.querySelectorAll('news-island').length;
        return all > 0 && document.querySelectorAll('news-island[data-hydrated]').length === all;
      }),
    )
    .toBe(true);
}

/** API calls the page makes, by path and query, from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(?:api|jaapi|krapi|enapi|ruapi)\//.test(url.pathname))
      calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

describe('the first screen as HTML: `/` and the share pages', () => {
  const app = useAppServer();

  describe.each(SITES.map((s) => [s.lang, s] as const))('%s', (lang, site) => {
    it('sends `/` with the home feed of the browser’s language in the HTML', async () => {
      const top = await siteApi<HomeTop>(app.server.url, lang, '/cms/content/indexList', {
        pageSize: '10',
      });
      const res = await fetch(`${app.server.url}/`, {
        headers: { 'accept-language': `${site.locale},en;q=0.5` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = await res.text();
      expect(page).toContain(`<html lang="${site.locale}" data-site="${site.lang}">`);
      const items = [...top.banner, ...top.headlines, ...top.feed.rows.slice(0, 10)];
      expect(items.length).toBeGreaterThan(10);
      for (const item of items) expect(page).toContain(html(item.title));
      expect(page).toContain(`src="${shownSrc(top.banner[0]!.img)}"`);
      // The CSP allows no inline style: nothing in the HTML may carry one.
      expect(page).not.toMatch(/\sstyle="/);
    });

    it('sends a shared news item readable in the HTML: title, picture, body, time, source', async () => {
      const item = await firstOf(app.server.url, lang, 'TUWEN');
      const res = await fetch(`${app.server.url}/s/${lang}/${item.id}`);
      expect(res.status).toBe(200);
      // Compressed for a phone network (fetch asks for it and undoes it).
      expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
      const page = await res.text();
      expect(page).toContain(`<html lang="${site.locale}" data-site="${site.lang}">`);
      expect(page).toContain(`<title>${headHtml(item.title)}</title>`);
      expect(page).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(item.title))}</h1>`));
      // The body is the server's sanitised HTML, as is.
      expect(page).toContain(firstParagraph(item.content));
      expect(page).toMatch(new RegExp(`<time datetime="${escapeRegExp(item.publishDate)}"`, 'i'));
      expect(page).toContain(html(item.source));
      expect(page).toContain(`src="${shownSrc(item.img)}"`);
      expect(page).toContain(`<meta property="og:title" content="${headHtml(item.title)}">`);
      expect(page).not.toMatch(/\sstyle="/);
    });
  });

  it('chooses the site of `/` by the link’s lang, then the remembered one, then the browser’s', async () => {
    const langOf = async (path: string, headers: Record<string, string>): Promise<string> => {
      const page = await (await fetch(`${app.server.url}${path}`, { headers })).text();
      return /<html lang="([^"]+)"/.exec(page)?.[1] ?? '';
    };
    expect(await langOf('/?lang=ja', { 'accept-language': 'ru' })).toBe('ja');
    expect(await langOf('/', { cookie: 'news_lang=kr', 'accept-language': 'ru' })).toBe('ko');
    expect(await langOf('/', { 'accept-language': 'ru-RU,ru;q=0.9' })).toBe('ru');
    expect(await langOf('/', { cookie: 'news_lang=%E0%A4%A', 'accept-language': 'en' })).toBe(
      'en-GB',
    );
    expect(await langOf('/', {})).toBe('zh-Hans');
  });

  it('sends a shared video with its title in the HTML, its poster preloaded first', async () => {
    const video = await firstOf(app.server.url, 'en', 'SHIPING');
    const page = await (await fetch(`${app.server.url}/s/en/${video.id}`)).text();
    expect(page).toContain('data-testid="video-detail"');
    expect(page).toContain(html(video.title));
    // The poster is the page's main picture: the app's loader waits for the preloaded pictures
    // before it asks for the app, so without this the app would compete with the poster.
    const head = page.slice(0, page.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="image"/g)];
    // A photograph from the pipeline: its 720-pixel WebP, not its large JPEG fallback.
    const cover = pictureAddress(pictureUrl(video.img));
    if (!cover) throw new Error('the demo video has no pipeline cover');
    const poster = renditionUrl(cover, 720, 'webp');
    expect(preloads.map((m) => m[1])).toEqual([poster]);
    expect(page).toContain(`poster="${poster}"`);
  });

  it('shows a reader without JavaScript the shared item', async () => {
    const item = await firstOf(app.server.url, 'ru', 'TUWEN');
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/s/ru/${item.id}`);
    expect(await page.getByTestId('detail-title').textContent()).toBe(item.title);
    const paragraph = page.locator('.detail-body p').first();
    expect(await paragraph.isVisible()).toBe(true);
    expect(await paragraph.textContent()).toBe(textOf(firstParagraph(item.content)));
    await context.close();
  });

  it('paints a shared item from its page alone and asks for its islands’ code only after its main picture', async () => {
    const item = await firstOf(app.server.url, 'en', 'TUWEN');
    const context = await phoneContext(app.browser, 'en-US', { firstStart: true });
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    const requests: { url: string; at: number }[] = [];
    const answered: { url: string; at: number }[] = [];
    page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
    page.on('requestfinished', (r) => answered.push({ url: r.url(), at: Date.now() }));
    await page.goto(`${app.server.url}/s/en/${item.id}`);
    await islandsHydrated(page);
    // The main picture: whichever of its renditions the browser chose for its screen.
    const picture = new URL(pictureFiles(item.img), app.server.url).href;
    const pictureDone = answered.find((r) => r.url.startsWith(picture))?.at;
    // The islands' own start (a few KB) comes at once; what hydrates them, after the picture.
    const firstScript = requests.find(
      (r) => /\/assets\/.*\.js$/.test(r.url) && !islandsStart.has(new URL(r.url).pathname),
    )?.at;
    expect(requests.some((r) => r.url.endsWith('.css'))).toBe(false);
    expect(pictureDone).toBeDefined();
    expect(firstScript).toBeDefined();
    expect(firstScript ?? 0).toBeGreaterThanOrEqual(pictureDone ?? Infinity);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates `/`’s islands in a new reader’s browser without a warning, a new render or a second fetch', async () => {
    const context = await phoneContext(app.browser, 'en-US', { firstStart: true });
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    page.on('console', (m) => {
      if (m.type() === 'warning') problems.push(m.text());
    });
    const calls = apiCalls(page);
    await page.goto(`${app.server.url}/`, { waitUntil: 'commit' });
    await page.waitForSelector('[data-testid="banner"]', { state: 'attached' });
    await page.evaluate(() => {
      (window as unknown as { serverNode: Element | null }).serverNode =
        document.querySelector('#root .home');
    });
    await islandsHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverNode: Element | null }).serverNode ===
          document.querySelector('#root .home'),
      ),
    ).toBe(true);
    expect(calls.filter((c) => /indexList|getAppChannels/.test(c))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates a share page at the item’s route, keeping the reader’s scroll and the sharer’s code', async () => {
    const item = await firstOf(app.server.url, 'en', 'TUWEN');
    const spm = encodeSpm({
      sharerUserId: '0',
      pageCode: 1,
      pageId: item.id,
      platformIndex: 1,
      source: 1,
    });
    const context = await phoneContext(app.browser, 'en-US', { firstStart: true });
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    const calls = apiCalls(page);
    // The page's script is held back until the reader has scrolled the server's HTML.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The app's modules are not in the HTML (the loader adds them), so the whole HTML is parsed,
    // and the page as long as it will be, when DOMContentLoaded fires.
    await page.goto(`${app.server.url}/s/en/${item.id}?spm=${encodeURIComponent(spm)}`, {
      waitUntil: 'domcontentloaded',
    });
    expect(await page.getByTestId('detail-title').textContent()).toBe(item.title);
    await page.evaluate(() => {
      window.scrollTo(0, 400);
      (window as unknown as { serverNode: Element | null }).serverNode = document.querySelector(
        '[data-testid="news-detail"]',
      );
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(390);
    release();
    await islandsHydrated(page);
    await page.waitForLoadState('networkidle');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    const route = new URLSearchParams(url.hash.split('?')[1]);
    expect(url.hash.split('?')[0]).toBe('#/pages/news-detail/news-detail');
    expect(route.get('id')).toBe(item.id);
    expect(route.get('spm')).toBe(spm);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverNode: Element | null }).serverNode ===
          document.querySelector('[data-testid="news-detail"]'),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(390);
    expect(calls.filter((c) => c.includes('/cms/content/commonDetail'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Found by the alerts' browser test: a reader who went on to another item while a long shared
  // page was still being taken over got React's "server HTML did not match" and a thrown-away page.
  it('takes a share page over without a mismatch when the reader moves on before it is done', async () => {
    const list = await siteApi<{ rows: Item[] }>(app.server.url, 'en', '/cms/content/commonList', {
      publishType: 'TUWEN',
      pageSize: '3',
    });
    const [first, second] = list.rows;
    if (!first || !second) throw new Error('too few demo articles');
    const context = await phoneContext(app.browser, 'en-GB');
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    await page.goto(`${app.server.url}/s/en/${first.id}`);
    // The server's HTML is there; the app is still taking it over when the reader moves on.
    await page.getByTestId('detail-title').waitFor();
    await page.goto(`${app.server.url}/#/pages/news-detail/news-detail?id=${second.id}&lang=en`);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(second.title);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps home’s HTML out of sight when a hash link to another screen is opened', async () => {
    const item = await firstOf(app.server.url, 'en', 'TUWEN');
    const context = await phoneContext(app.browser, 'en-US');
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.server.url}/#/pages/news-detail/news-detail?id=${item.id}&lang=en`, {
      waitUntil: 'commit',
    });
    // The server sent home's HTML (hash routes never reach it), but the reader does not see it.
    await page.locator('#root .home').waitFor({ state: 'attached' });
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe(
      'hidden',
    );
    release();
    await expect
      .poll(() => page.getByTestId('detail-title').textContent(), { timeout: 30_000 })
      .toBe(item.title);
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe(
      'visible',
    );
    expect(await page.locator('#root .home').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers a share page of an unknown item with the 404 page of its site', async () => {
    const res = await fetch(`${app.server.url}/s/${siteByLang('kr').lang}/99999999`);
    expect(res.status).toBe(404);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
