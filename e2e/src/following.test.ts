import { describe, expect, it } from 'vitest';
import type { ContentDetail, ContentPage } from '@news/contract/contentSchemas';
import { cmsContentCommonDetail } from '@news/contract/endpoints/common/cmsContentCommonDetail';
import { cmsContentCommonList } from '@news/contract/endpoints/common/cmsContentCommonList';
import { cmsContentTagList } from '@news/contract/endpoints/follow/cmsContentTagList';
import { useAppServer, watchedPage } from './appServer.ts';
import { closeOverlays, phoneContext } from './browser.ts';
import { siteApi } from './siteApi.ts';

const OFFLINE_NOISE = /net::ERR_(INTERNET_DISCONNECTED|FAILED)|Failed to fetch/;

/** An English article with tags, and the tag whose page lists the most items. */
async function taggedArticle(url: string): Promise<{ id: string; tag: string; titles: string[] }> {
  const list = await siteApi<ContentPage>(url, 'en', cmsContentCommonList.path, {
    publishType: 'TUWEN',
    pageSize: '20',
  });
  for (const row of list.rows) {
    const detail = await siteApi<ContentDetail>(url, 'en', cmsContentCommonDetail.path, {
      id: row.id,
    });
    for (const tag of detail.tags) {
      const page = await siteApi<ContentPage>(url, 'en', cmsContentTagList.path, {
        tag,
        pageSize: '10',
      });
      if (page.total >= 2) return { id: row.id, tag, titles: page.rows.map((r) => r.title) };
    }
  }
  throw new Error('no English article with a tag shared by two items');
}

describe('following a tag', () => {
  const app = useAppServer();

  it('shows tags on an item, opens the tag’s page, follows it and lists its items in the Following feed', async () => {
    const { id, tag, titles } = await taggedArticle(app.server.url);
    const context = await phoneContext(app.browser, 'en-GB');
    const errors: string[] = [];
    const page = await watchedPage(context, errors);

    // The item shows its tags, each a link to the tag's page.
    await page.goto(`${app.server.url}/#/pages/news-detail/news-detail?id=${id}&lang=en`);
    // The worker registers after load and takes over at once: from now on it keeps API reads.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await page.reload();
    const tagLink = page.getByRole('link', { name: `#${tag}`, exact: true });
    await tagLink.scrollIntoViewIfNeeded();
    await tagLink.click();

    // The tag's page: its name, its items, and a follow button.
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(`#${tag}`);
    const feed = page.getByTestId('feed');
    await expect.poll(() => feed.textContent()).toContain(titles[0] ?? '');
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Following', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    // Signed out, the follow is kept on the device, for the site.
    expect(await page.evaluate(() => localStorage.getItem('follows:en'))).toBe(
      JSON.stringify([{ kind: 'tag', value: tag }]),
    );

    // Home has the way to the Following feed, which lists the tag's items, newest first.
    await page.goto(`${app.server.url}/#/?lang=en`);
    await closeOverlays(page);
    await page.getByRole('link', { name: 'Following', exact: true }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Following');
    await expect
      .poll(() => page.getByRole('list', { name: 'What you follow' }).textContent())
      .toBe(`#${tag}`);
    const followingFeed = page.getByTestId('feed').first();
    for (const title of titles.slice(0, 2))
      await expect.poll(() => followingFeed.textContent()).toContain(title);

    expect(errors).toEqual([]);

    // The same page offline shows what was kept of the feed: by the app's worker, not the
    // browser's HTTP cache, which is emptied first.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('feed').first().textContent(), { timeout: 15_000 })
      .toContain(titles[0] ?? '');
    // Failed requests while offline (most read was not kept): the page says so in the console.
    expect(errors.filter((e) => !OFFLINE_NOISE.test(e))).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });
});
