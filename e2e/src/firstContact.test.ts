import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { encodeSpm } from '@news/contract/spm';
import { useAppServer, watchedPage } from './appServer.ts';
import { phoneContext, settled } from './browser.ts';
import { siteApi } from './siteApi.ts';

interface Row {
  id: string;
  title: string;
}

/**
 * A new reader's first contact, as most arrive: a link someone shared, opened in a browser that
 * has never seen the app (empty storage). Whatever the kind of link, the reader must end on its
 * item — title shown, route and share code kept — with at most one tap (agreeing to the privacy
 * prompt, which shows over the item), and the start image and pop-up ad, which belong to a cold
 * start at home, never show over it.
 */
describe('first contact: a shared link opens its item for a new reader', () => {
  const app = useAppServer();

  async function first(publishType: string, lang = 'en'): Promise<Row> {
    const page = await siteApi<{ rows: Row[] }>(
      app.server.url,
      lang === 'en' ? 'en' : 'ru',
      '/cms/content/commonList',
      { publishType, pageSize: '1' },
    );
    const row = page.rows[0];
    if (!row) throw new Error(`no ${publishType}`);
    return row;
  }

  /** A fresh phone browser with nothing stored, and a record of the overlays it ever showed. */
  async function newReader(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await phoneContext(app.browser, 'en-US', { firstStart: true });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __overlays: string[] }).__overlays = seen;
      new MutationObserver(() => {
        for (const id of ['start-image', 'popup-ad', 'privacy-prompt'])
          if (document.querySelector(`[data-testid="${id}"]`) && !seen.includes(id)) seen.push(id);
      }).observe(document, { subtree: true, childList: true });
    });
    const errors: string[] = [];
    return { context, page: await watchedPage(context, errors), errors };
  }

  const overlaysSeen = (page: Page): Promise<string[]> =>
    page.evaluate(() => (window as unknown as { __overlays: string[] }).__overlays);

  /** The reader's one tap: agreeing to the privacy prompt, which is over the item. */
  async function agreeOverItem(page: Page, testId: string): Promise<void> {
    await page.getByTestId(testId).waitFor();
    await page.getByTestId('privacy-prompt').waitFor();
    // Over the item, which stays.
    expect(await page.getByTestId(testId).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.getByTestId('privacy-prompt').waitFor({ state: 'detached' });
  }

  async function expectOnItem(
    page: Page,
    path: string,
    id: string,
    title: string,
    testId: string,
  ): Promise<URLSearchParams> {
    const [hashPath, search] = new URL(page.url()).hash.slice(1).split('?');
    expect(hashPath).toBe(path);
    const query = new URLSearchParams(search);
    expect(query.get('id')).toBe(id);
    await expect
      .poll(() =>
        page.getByTestId(testId).locator('h1.detail-title, .detail-title').first().textContent(),
      )
      .toBe(title);
    expect(await page.getByTestId(testId).isVisible()).toBe(true);
    return query;
  }

  it('opens a news item from its hash route', async () => {
    const item = await first('TUWEN');
    const { context, page, errors } = await newReader();
    await page.goto(`${app.server.url}/#/pages/news-detail/news-detail?id=${item.id}&lang=en`);
    await agreeOverItem(page, 'news-detail');
    const query = await expectOnItem(
      page,
      '/pages/news-detail/news-detail',
      item.id,
      item.title,
      'news-detail',
    );
    expect(query.get('lang')).toBe('en');
    await settled(page);
    expect(await overlaysSeen(page)).toEqual(['privacy-prompt']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a video from its hash route', async () => {
    const video = await first('SHIPING');
    const { context, page, errors } = await newReader();
    await page.goto(`${app.server.url}/#/pages/video/video-detail1?id=${video.id}&lang=en`);
    await agreeOverItem(page, 'video-detail');
    expect(new URL(page.url()).hash).toContain(`/pages/video/video-detail1?id=${video.id}`);
    await expect.poll(() => page.getByTestId('video-detail').textContent()).toContain(video.title);
    await settled(page);
    expect(await overlaysSeen(page)).toEqual(['privacy-prompt']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a shared item from its share page, keeping the sharer’s code', async () => {
    const item = await first('TUWEN');
    const spm = encodeSpm({ sharerUserId: '7', pageCode: 1, pageId: item.id, platformIndex: 1 });
    const { context, page, errors } = await newReader();
    await page.goto(`${app.server.url}/s/en/${item.id}?spm=${encodeURIComponent(spm)}`);
    await agreeOverItem(page, 'news-detail');
    const query = await expectOnItem(
      page,
      '/pages/news-detail/news-detail',
      item.id,
      item.title,
      'news-detail',
    );
    expect(query.get('spm')).toBe(spm);
    await settled(page);
    expect(await overlaysSeen(page)).toEqual(['privacy-prompt']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the page a `page=` link names', async () => {
    const item = await first('TUWEN');
    const { context, page, errors } = await newReader();
    const target = `/pages/news-detail/news-detail?id=${item.id}`;
    await page.goto(`${app.server.url}/?page=${encodeURIComponent(target)}#/?lang=en`);
    await agreeOverItem(page, 'news-detail');
    await expectOnItem(page, '/pages/news-detail/news-detail', item.id, item.title, 'news-detail');
    expect(await overlaysSeen(page)).toEqual(['privacy-prompt']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the item a `custom_id=` link names', async () => {
    const item = await first('TUWEN');
    const { context, page, errors } = await newReader();
    await page.goto(`${app.server.url}/?custom_id=${item.id}#/?lang=en`);
    await agreeOverItem(page, 'news-detail');
    await expectOnItem(page, '/pages/index/webView', item.id, item.title, 'news-detail');
    expect(await overlaysSeen(page)).toEqual(['privacy-prompt']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the item an `spm=` share code names, and keeps the code', async () => {
    const item = await first('TUWEN');
    const spm = encodeSpm({ sharerUserId: '9', pageCode: 1, pageId: item.id, platformIndex: 1 });
    const { context, page, errors } = await newReader();
    await page.goto(`${app.server.url}/?spm=${encodeURIComponent(spm)}#/?lang=en`);
    await agreeOverItem(page, 'news-detail');
    const query = await expectOnItem(
      page,
      '/pages/news-detail/news-detail',
      item.id,
      item.title,
      'news-detail',
    );
    expect(query.get('spm')).toBe(spm);
    // Kept until the reader signs in, when the share is credited (docs/product.md §4).
    expect(await page.evaluate(() => localStorage.getItem('spm'))).toBe(JSON.stringify(spm));
    expect(await overlaysSeen(page)).toEqual(['privacy-prompt']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the start image at most once over three links opened in one session, never over an item', async () => {
    const items = [await first('TUWEN'), await first('SHIPING'), await first('TUWEN', 'ru')];
    const { context, page, errors } = await newReader();
    // Home first: a cold start, so the start image may show here, once.
    await page.goto(`${app.server.url}/#/pages/index/index?lang=en`);
    await page.getByTestId('start-image').waitFor();
    await page.locator('.skip').click();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    const shown: string[] = [];
    for (const [index, link] of [
      `/#/pages/news-detail/news-detail?id=${items[0]!.id}&lang=en`,
      `/s/en/${items[1]!.id}`,
      `/#/pages/news-detail/news-detail?id=${items[2]!.id}&lang=ru`,
      '/#/pages/index/index?lang=en',
    ].entries()) {
      // A full load each time, in the same tab (a hash-only change would not reload the page).
      await page.goto('about:blank');
      await page.goto(`${app.server.url}${link}`);
      await settled(page);
      shown.push(...(await overlaysSeen(page)).map((o) => `${String(index)}:${o}`));
    }
    // Each page load starts a new record: nothing showed on any of the four loads after home.
    expect(shown).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
