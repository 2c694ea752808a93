import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOME_FIRST_PAGE_SIZE } from '@news/contract/serverRender';
import { useAppServer, watchedPage } from './appServer.ts';
import { closeOverlays, phoneContext } from './browser.ts';
import { signUpReader } from './readerAccount.ts';
import { siteApi } from './siteApi.ts';

interface Row {
  id: string;
  title: string;
  publishType: string;
}

/** Failed requests while offline: the page says so in the console, as browsers do. */
const OFFLINE_NOISE = /net::ERR_(INTERNET_DISCONNECTED|FAILED)|Failed to fetch/;

const detailUrl = (base: string, id: string) =>
  `${base}/#/pages/news-detail/news-detail?id=${id}&lang=en`;

/** Opens an item with a full page load (from the network or, offline, from the worker). */
async function openItem(page: Page, base: string, id: string): Promise<void> {
  await page.goto(detailUrl(base, id));
  await page.reload();
}

/** Every picture of the article itself (not of its related items) has loaded. */
async function expectPicturesShown(page: Page): Promise<void> {
  const pictures = page.locator(
    '[data-testid="news-detail"] > .lazy-image img, .detail-body img, [data-testid="news-detail"] > figure img',
  );
  expect(await pictures.count()).toBeGreaterThan(0);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

/** Waits until the worker serves this page (it registers after load and takes over at once). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** The items the app keeps for offline reading, as it lists them. */
async function keptIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (JSON.parse(localStorage.getItem('offlineShelf') ?? '[]') as { id: string }[]).map((e) => e.id),
  );
}

describe('offline reading', () => {
  const app = useAppServer();

  it('keeps the items a reader opened and collected readable offline, with their pictures, and says what is not', async () => {
    const base = app.server.url;
    const home = await siteApi<{ feed: { rows: Row[] } }>(base, 'en', '/cms/content/indexList', {
      pageSize: String(HOME_FIRST_PAGE_SIZE),
    });
    const opened = home.feed.rows.filter((r) => r.publishType === 'TUWEN').slice(0, 3);
    expect(opened).toHaveLength(3);
    const others = await siteApi<{ rows: Row[] }>(base, 'en', '/cms/content/commonList', {
      publishType: 'TUWEN',
      pageSize: '30',
    });
    const [collected, neverOpened] = others.rows.filter((r) => !opened.some((o) => o.id === r.id));
    if (!collected || !neverOpened) throw new Error('not enough demo articles');
    // Collected on another device: the reader's list of collections keeps it here too.
    const reader = await signUpReader(app.server, 'en', 'offline_reader');
    const saved = await reader.call('/people/attention/collectionLog/save.do', {
      contentId: collected.id,
      type: 'collect',
    });
    expect(saved.code).toBe(1);

    const context = await phoneContext(app.browser, 'en-GB');
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    await page.goto(`${base}/?lang=en`);
    await closeOverlays(page);
    await waitForWorker(page);
    await page.evaluate((token) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('isLogin', 'true');
    }, reader.token);

    for (const item of opened) {
      await openItem(page, base, item.id);
      await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(item.title);
      // Kept in the background once it is on screen: a reader reads for longer than that.
      await expect.poll(() => keptIds(page)).toContain(item.id);
    }
    await page.goto(`${base}/#/pages/usercenter/generlist?type=collect&lang=en`);
    await expect.poll(() => page.getByTestId('my-list').textContent()).toContain(collected.title);
    await expect
      .poll(() => keptIds(page), { timeout: 20_000 })
      .toEqual(expect.arrayContaining([...opened.map((o) => o.id), collected.id]));
    // The list marks what can be read offline.
    await expect.poll(() => page.getByTestId('kept-offline').count()).toBe(1);
    expect(errors).toEqual([]);

    // Nothing in the browser's HTTP cache: the app itself comes from what its worker kept.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('offline-banner').textContent())
      .toBe('You’re offline. Stories you opened or saved can still be read.');
    for (const item of [...opened, collected]) {
      await openItem(page, base, item.id);
      await expect
        .poll(() => page.getByTestId('detail-title').textContent(), { message: item.title })
        .toBe(item.title);
      await expect.poll(() => page.getByTestId('offline-banner').isVisible()).toBe(true);
      await expectPicturesShown(page);
    }

    // Home, from the page kept by the worker, marks the items kept.
    await page.goto(`${base}/?lang=en`);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-banner').isVisible()).toBe(true);
    for (const item of opened)
      await expect
        .poll(() =>
          page
            .locator('[data-testid="feed"] .card')
            .filter({ hasText: item.title })
            .getByTestId('kept-offline')
            .count(),
        )
        .toBeGreaterThan(0);

    await openItem(page, base, neverOpened.id);
    await expect
      .poll(() => page.locator('.status-error').textContent())
      .toBe('This isn’t available offline. Connect to the internet and tap to retry.');

    // Only public item answers are kept, by their address alone: nothing signed in, no signature.
    const keys = await page.evaluate(async () =>
      (await (await caches.open('news-offline-items')).keys()).map((r) => r.url),
    );
    expect(keys.length).toBe(4);
    for (const key of keys) expect(key).toMatch(/\/enapi\/cms\/content\/commonDetail\?id=\d+$/);
    // Pictures are kept as the renditions pages show, not as the 1280-px JPEG at their address.
    const pictures = await page.evaluate(async () =>
      (await (await caches.open('news-offline-pictures')).keys()).map(
        (r) => new URL(r.url).pathname,
      ),
    );
    const processed = pictures.filter((path) => path.startsWith('/media/pictures/'));
    expect(processed.length).toBeGreaterThan(0);
    for (const path of processed) expect(path).toMatch(/\/w\d+\.webp$/);
    expect(errors.filter((e) => !OFFLINE_NOISE.test(e))).toEqual([]);
    await context.close();
  }, 120_000);

  it('answers from the network whenever it can: a kept copy is never shown online', async () => {
    const base = app.server.url;
    const list = await siteApi<{ rows: Row[] }>(base, 'en', '/cms/content/commonList', {
      publishType: 'TUWEN',
      pageSize: '1',
    });
    const item = list.rows[0];
    if (!item) throw new Error('no article');
    const context = await phoneContext(app.browser, 'en-GB');
    const page = await context.newPage();
    await page.goto(`${base}/?lang=en`);
    await closeOverlays(page);
    await waitForWorker(page);
    await openItem(page, base, item.id);
    await expect.poll(() => keptIds(page)).toContain(item.id);
    // The kept copy says something else than the server does.
    await page.evaluate(async (url) => {
      const cache = await caches.open('news-offline-items');
      const kept = (await (await cache.match(url))?.json()) as { data: { title: string } };
      kept.data.title = 'A stale copy';
      await cache.put(url, new Response(JSON.stringify(kept)));
    }, `${base}/enapi/cms/content/commonDetail?id=${item.id}`);
    await openItem(page, base, item.id);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(item.title);
    // And the copy kept is the answer just read, not the old one.
    await expect
      .poll(() =>
        page.evaluate(
          async (url) =>
            ((await (await caches.match(url))?.json()) as { data: { title: string } }).data.title,
          `${base}/enapi/cms/content/commonDetail?id=${item.id}`,
        ),
      )
      .toBe(item.title);
    await context.setOffline(true);
    await openItem(page, base, item.id);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(item.title);
    await context.close();
  });

  it('lets the reader see and clear what is kept, in settings', async () => {
    const base = app.server.url;
    const list = await siteApi<{ rows: Row[] }>(base, 'ja', '/cms/content/commonList', {
      publishType: 'TUWEN',
      pageSize: '2',
    });
    const context = await phoneContext(app.browser, 'ja-JP');
    const page = await context.newPage();
    await page.goto(`${base}/?lang=ja`);
    await closeOverlays(page);
    await waitForWorker(page);
    for (const item of list.rows) {
      await page.goto(`${base}/#/pages/news-detail/news-detail?id=${item.id}&lang=ja`);
      await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(item.title);
    }
    await expect.poll(() => keptIds(page)).toHaveLength(2);
    await page.goto(`${base}/#/pages/usercenter/moreset?lang=ja`);
    await expect
      .poll(() => page.getByTestId('offline-usage').textContent())
      .toMatch(/^2件を端末に保存中（\d+(\.\d+)? KB）$/);
    await page.getByTestId('offline-clear').click();
    await expect
      .poll(() => page.getByTestId('offline-usage').textContent())
      .toBe('まだ保存されていません');
    expect(
      await page.evaluate(async () => (await caches.open('news-offline-items')).keys()),
    ).toHaveLength(0);
    await context.close();
  });
});
