import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppServer, watchedPage } from './appServer.ts';
import { phoneContext } from './browser.ts';
import { signInContext, signUpReader } from './readerAccount.ts';
import { ISLANDS_ENTRY, readBuildManifest } from '@news/bench/routeBundles';
import { siteApi } from './siteApi.ts';
import { REPO_ROOT } from './startServer.ts';

interface Row {
  id: string;
  title: string;
  commentEnabled: boolean;
}
interface Detail extends Row {
  content: string;
  images: unknown[];
  related: Row[];
}

/** A demo article with pictures and related items, found through the API (never a fixed id). */
async function illustratedArticle(url: string): Promise<Detail> {
  const list = await siteApi<{ rows: Row[] }>(url, 'en', '/cms/content/commonList', {
    publishType: 'TUWEN',
    pageSize: '30',
  });
  for (const row of list.rows) {
    const detail = await siteApi<Detail>(url, 'en', '/cms/content/commonDetail', { id: row.id });
    const pictured = /<img\s/i.test(detail.content) || detail.images.length > 0;
    if (pictured && detail.related.length > 0 && detail.commentEnabled) return detail;
  }
  throw new Error('no demo article with pictures, related items and comments');
}

/** What a reader sees of an HTML fragment's text. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** Islands on the page and how many of them answer the reader. */
function islandCounts(page: Page): Promise<{ all: number; hydrated: number }> {
  return page.evaluate(() => ({
    all: document.querySelectorAll('news-island').length,
    hydrated: document.querySelectorAll('news-island[data-hydrated]').length,
  }));
}

describe('arrival pages as islands (docs/adr/0033)', () => {
  const app = useAppServer();

  it('reads a shared article with JavaScript off: its whole body, its pictures and its related links', async () => {
    const item = await illustratedArticle(app.server.url);
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/s/en/${item.id}`);
    expect(await page.getByTestId('detail-title').textContent()).toBe(item.title);
    // Every paragraph of the body, the last one too.
    const paragraphs = [...item.content.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => textOf(m[1] ?? ''));
    expect(paragraphs.length).toBeGreaterThan(0);
    const shown = page.locator('.detail-body p');
    expect(await shown.count()).toBe(paragraphs.length);
    expect((await shown.last().textContent())?.trim()).toBe(paragraphs.at(-1));
    expect(await shown.last().isVisible()).toBe(true);
    // Its pictures arrive and show, with no script to load them.
    const pictures = page.locator('article img');
    expect(await pictures.count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('article img')).every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    // Its related items are links a reader can follow to their own pages.
    const related = item.related[0];
    if (!related) throw new Error('no related item');
    const link = page.locator('a.card-button', { hasText: related.title });
    expect(await link.getAttribute('href')).toBe(`/s/en/${related.id}`);
    await link.click();
    await page.waitForURL(`${app.server.url}/s/en/${related.id}`);
    expect(await page.getByTestId('detail-title').textContent()).toBe(related.title);
    await context.close();
  });

  it('counts a like tapped before its island hydrated once', async () => {
    const reader = await signUpReader(app.server, 'en', 'island_liker');
    const item = await illustratedArticle(app.server.url);
    const context = await phoneContext(app.browser, 'en-GB');
    await signInContext(context, reader);
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    // The islands' code waits until the tap is made: it is made before any island can answer.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The islands' start script and what it imports run; everything an island needs waits.
    const build = readBuildManifest(
      resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/dist'),
    );
    const start = new Set(build.closure([ISLANDS_ENTRY]).map((file) => `/${file}`));
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      if (!start.has(new URL(route.request().url()).pathname)) await gate;
      await route.continue();
    });
    await page.goto(`${app.server.url}/s/en/${item.id}`);
    const like = page.getByTestId('like');
    const before = Number(await like.textContent());
    await page.waitForFunction(() => window.location.hash.startsWith('#/pages/news-detail/'));
    expect(
      await page.locator('news-island[data-island="actions"]').getAttribute('data-hydrated'),
    ).toBeNull();
    await like.click();
    release();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await like.textContent())).toBe(before + 1);
    // The server counted it once: a new visit shows it liked, one more than before.
    await page.unroute(/\/assets\//);
    await page.reload();
    await expect.poll(() => page.getByTestId('like').getAttribute('aria-pressed')).toBe('true');
    expect(Number(await page.getByTestId('like').textContent())).toBe(before + 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates a share page’s islands alone, with no warning and no second fetch, and moves on into the app at a tap', async () => {
    const item = await illustratedArticle(app.server.url);
    const context = await phoneContext(app.browser, 'en-GB');
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    page.on('console', (m) => {
      if (m.type() === 'warning') problems.push(m.text());
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/enapi\//.test(request.url())) calls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.server.url}/s/en/${item.id}`);
    await expect
      .poll(async () => {
        const { all, hydrated } = await islandCounts(page);
        return all > 0 && hydrated === all;
      })
      .toBe(true);
    // The item came with the page; the app's frame never started.
    expect(calls.filter((c) => c.endsWith('/commonDetail'))).toEqual([]);
    expect(calls.filter((c) => c.endsWith('/getAppMemorialdayConfig'))).toEqual([]);
    // A related card is not an island: the tap hands the page to the app, which opens the item.
    // The app's code comes slowly, as on a phone: its related items (inside a Suspense boundary)
    // are hydrated well after its first commit, and the tap still waits for them.
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const related = item.related[0];
    if (!related) throw new Error('no related item');
    await page.locator('a.card-button', { hasText: related.title }).click();
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(related.title);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toContain(`id=${related.id}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates a shared replay as one island: its player answers, with no warning', async () => {
    const replays = await siteApi<{ rows: Row[] }>(
      app.server.url,
      'en',
      '/cms/content/commonList',
      {
        publishType: 'authPublishPlayback',
        pageSize: '1',
      },
    );
    const replay = replays.rows[0];
    if (!replay) throw new Error('no demo replay');
    const context = await phoneContext(app.browser, 'en-GB');
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    page.on('console', (m) => {
      if (m.type() === 'warning') problems.push(m.text());
    });
    await page.goto(`${app.server.url}/s/en/${replay.id}`);
    await expect
      .poll(() => page.locator('news-island[data-island="live"]').getAttribute('data-hydrated'))
      .toBe('');
    expect(await page.getByTestId('live-detail').getAttribute('data-status')).toBe('playback');
    // The player is the island's: a tap starts the replay in place, the app never starts.
    const play = page.getByTestId('live-player').getByRole('button', { name: 'Play video' });
    await play.click();
    await expect.poll(() => play.count()).toBe(0);
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
      ),
    ).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
