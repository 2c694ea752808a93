import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  startFakeWechatProvider,
  type FakeWechatProvider,
} from '@news/server/testing/fakeWechatProvider';
import { closeOverlays, launchBrowser, phoneContext, lastToast } from './browser.ts';
import { siteApi } from './siteApi.ts';
import { startServer, type RunningServer } from './startServer.ts';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 NetType/WIFI Language/en';

/**
 * Stands in for the messaging app's JS-SDK script (which only its own host serves): the same
 * calls, recorded on the page so the test can see what the app asked of it.
 */
const FAKE_JS_SDK = `
window.__wx = { config: null, calls: [] };
window.wx = {
  config(options) { window.__wx.config = options; },
  ready(callback) { setTimeout(callback, 0); },
  error() {},
  updateAppMessageShareData(data) { window.__wx.calls.push(['updateAppMessageShareData', data]); },
  updateTimelineShareData(data) { window.__wx.calls.push(['updateTimelineShareData', data]); },
  getLocation(options) { window.__wx.calls.push(['getLocation', { type: options.type }]); options.success({ latitude: 37.47, longitude: 121.45 }); },
  openLocation(options) { window.__wx.calls.push(['openLocation', options]); },
};`;

interface WxRecord {
  config: { appId: string; signature: string } | null;
  calls: [string, Record<string, unknown>][];
}

describe('inside the messaging app’s browser', () => {
  let provider: FakeWechatProvider;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    provider = await startFakeWechatProvider();
    server = await startServer({
      WECHAT_APP_ID: provider.config.appId,
      WECHAT_APP_SECRET: provider.config.appSecret,
      WECHAT_API_BASE: provider.config.apiBase,
      WECHAT_AUTHORIZE_BASE: provider.config.authorizeBase,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await provider.close();
  });

  async function wechatPage() {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      userAgent: WECHAT_UA,
    });
    await context.addInitScript(() => {
      localStorage.setItem('privacyAccepted', '"yes"');
    });
    await context.route('https://res.wx.qq.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_JS_SDK }),
    );
    return { context, page: await context.newPage() };
  }

  it('says to open the page in the app when its sign-in is used elsewhere', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`${server.url}/#/pages/login/login?lang=en`);
    await closeOverlays(page);
    await page.locator('[data-testid="wechat-login"]').click();
    await expect.poll(() => lastToast(page)).toBe('Please open this page in WeChat');
    expect(page.url()).toContain('#/pages/login/login');
    await context.close();
  });

  it('signs in through the OAuth redirects and comes back signed in', async () => {
    const { context, page } = await wechatPage();
    await page.goto(`${server.url}/#/pages/login/login?lang=en`);
    await closeOverlays(page);
    const wechatLogin = page.locator('[data-testid="wechat-login"]');
    await wechatLogin.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('platform'))).toBe('"wxOfficialAccount"');
    await wechatLogin.click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('#/pages/index/user');
    await expect
      .poll(() => page.locator('[data-testid="me-name"]').textContent(), { timeout: 20_000 })
      .toBe(provider.defaultUser.nickname);
    // The token was taken out of the address at once.
    expect(page.url()).not.toContain('wxToken');
    await context.close();
  });

  it('configures the JS-SDK with the server’s signature and pushes each item’s share card', async () => {
    const stories = await siteApi<{ rows: { id: string; title: string }[] }>(
      server.url,
      'en',
      '/cms/content/commonList',
      { publishType: 'TUWEN', pageSize: '1' },
    );
    const story = stories.rows[0];
    if (!story) throw new Error('no story');
    const { context, page } = await wechatPage();
    await page.goto(`${server.url}/#/pages/news-detail/news-detail?id=${story.id}&lang=en`);
    await closeOverlays(page);
    const record = (): Promise<WxRecord> =>
      page.evaluate(() => (window as unknown as { __wx: WxRecord }).__wx);
    await expect
      .poll(async () => (await record()).calls.map(([name]) => name), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']));
    const wx = await record();
    expect(wx.config?.appId).toBe(provider.config.appId);
    expect(wx.config?.signature).toMatch(/^[0-9a-f]{40}$/);
    const card = wx.calls.find(([name]) => name === 'updateAppMessageShareData')?.[1];
    expect(card?.['title']).toBe(story.title);
    expect(String(card?.['link'])).toMatch(new RegExp(`/s/en/${story.id}\\?spm=`));

    // The location pages use the app's own location (gcj02) and map.
    await page.goto(`${server.url}/#/choose-location?lang=en`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.url()).toContain('#/pages/index/cityHome');
    expect((await record()).calls).toContainEqual(['getLocation', { type: 'gcj02' }]);
    await page.goto(
      `${server.url}/#/open-location?name=${encodeURIComponent('Baotu Spring')}&address=${encodeURIComponent('1 Baotuquan South Rd')}&latitude=36.662&longitude=117.015&lang=en`,
    );
    await page.getByRole('link', { name: 'Open in Maps' }).click();
    await expect
      .poll(async () => (await record()).calls.find(([name]) => name === 'openLocation')?.[1])
      .toMatchObject({ name: 'Baotu Spring', latitude: 36.662, longitude: 117.015 });
    await context.close();
  });
});
