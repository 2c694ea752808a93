import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITES } from '@news/contract/sites';
import { useAppServer, watchedPage } from './appServer.ts';
import { closeOverlays, launchProfile, phoneContext } from './browser.ts';
import { siteApi } from './siteApi.ts';

interface Init {
  site: { name: string };
}

interface AppManifest {
  url: string;
  errors: { message: string; critical: number }[];
  data?: string;
}

/**
 * "Add to home screen": each site's pages link its web app manifest, and Chromium reads it — with
 * the site's name in its language, its icons and its start page — and finds nothing in it that
 * stops installing the app.
 */
describe('installable: each site’s web app manifest in Chromium', () => {
  const app = useAppServer();

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: the home page links the manifest, served with the site’s name, and Chromium can install it',
    async (lang, site) => {
      const { name } = (await siteApi<Init>(app.server.url, lang, '/index/init')).site;
      const profile = mkdtempSync(join(tmpdir(), 'news-profile-'));
      const context = await launchProfile(profile, site.locale);
      try {
        await context.addInitScript(() => {
          localStorage.setItem('privacyAccepted', '"yes"');
        });
        const problems: string[] = [];
        const page = await watchedPage(context, problems);
        await page.goto(`${app.server.url}/?lang=${lang}`);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
          `/manifest/${lang}.webmanifest`,
        );

        const cdp = await context.newCDPSession(page);
        const manifest = (await cdp.send('Page.getAppManifest')) as AppManifest;
        expect(manifest.url).toBe(`${app.server.url}/manifest/${lang}.webmanifest`);
        expect(manifest.errors).toEqual([]);
        const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
        expect(data.name).toBe(name);
        // One name for the site: the manifest's, the API's, the page's title and the header the
        // reader sees are the same, and none of them is the language's own name.
        expect(name).toBe(site.name);
        expect(await page.title()).toBe(site.name);
        await expect.poll(() => page.locator('.home-logo').textContent()).toBe(site.name);
        expect(name).not.toBe(site.nativeName);
        expect(data.lang).toBe(site.locale);
        expect(data.start_url).toBe(`/?lang=${lang}`);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        // A profile of its own, not an off-the-record context: Chromium checks everything.
        expect(installabilityErrors).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    },
  );

  it('keeps the manifest of the site the app shows linked on the app’s own page and every screen', async () => {
    const article = (
      await siteApi<{ rows: { id: string }[] }>(app.server.url, 'ja', '/cms/content/commonList', {
        publishType: 'TUWEN',
        pageSize: '1',
      })
    ).rows[0];
    if (!article) throw new Error('no item');
    const names = {
      ja: (await siteApi<Init>(app.server.url, 'ja', '/index/init')).site.name,
      ru: (await siteApi<Init>(app.server.url, 'ru', '/index/init')).site.name,
    };
    // An English phone: the server's page comes with the English site's head; the link names
    // the Japanese site, whose screens the app shows.
    const context = await phoneContext(app.browser, 'en-GB');
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    const linked = async () => {
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as AppManifest;
      await cdp.detach();
      return {
        links: await page
          .locator('link[rel="manifest"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
        name: (JSON.parse(manifest.data ?? '{}') as { name?: string }).name,
      };
    };
    const japanese = { links: ['/manifest/ja.webmanifest'], name: names.ja };
    const screens = [
      '/index.html#/pages/index/index?lang=ja',
      `/#/pages/news-detail/news-detail?id=${article.id}&lang=ja`,
      '/#/pages/public/search?lang=ja',
      '/#/pages/index/user?lang=ja',
      '/#/pages/usercenter/moreset?lang=ja',
    ];
    for (const screen of screens) {
      await page.goto(`${app.server.url}${screen}`);
      await closeOverlays(page);
      await expect.poll(linked, { message: screen }).toEqual(japanese);
    }
    // Screens the app moves to without loading a page keep it too.
    await page.goto(`${app.server.url}/#/pages/index/index?lang=ja`);
    await closeOverlays(page);
    await page.evaluate(() => {
      window.location.hash = '#/pages/public/search?lang=ja';
    });
    await expect.poll(() => page.locator('input[type="search"]').count()).toBeGreaterThan(0);
    expect(await linked()).toEqual(japanese);
    // The reader changes the site in Me: the app reloads as that site, and links its manifest.
    await page.goto(`${app.server.url}/#/pages/index/user?lang=ja`);
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru');
    await expect.poll(linked).toEqual({ links: ['/manifest/ru.webmanifest'], name: names.ru });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives a shared item’s page the manifest and its structured data, within the CSP', async () => {
    const list = await siteApi<{ rows: { id: string; title: string }[] }>(
      app.server.url,
      'ja',
      '/cms/content/commonList',
      { publishType: 'TUWEN', pageSize: '1' },
    );
    const item = list.rows[0];
    if (!item) throw new Error('no item');
    const context = await phoneContext(app.browser, 'ja-JP');
    const problems: string[] = [];
    const page = await watchedPage(context, problems);
    await page.goto(`${app.server.url}/s/ja/${item.id}`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest/ja.webmanifest',
    );
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent));
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0] ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('NewsArticle');
    expect(data.headline).toBe(item.title);
    // watchedPage records every Content-Security-Policy violation as a problem.
    expect(problems).toEqual([]);
    await context.close();
  });
});
