import { describe, expect, it } from 'vitest';
import { SITES } from '@news/contract/sites';
import { mkdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { closeOverlays, phoneContext, lastToast, settled } from './browser.ts';
import { REPO_ROOT } from './startServer.ts';
import { useAppServer, watchedPage } from './appServer.ts';

describe('the reader web app, served by `npm start`', () => {
  const app = useAppServer();

  it.each(SITES.map((s) => [s.lang, s.locale] as const))(
    'renders home with real data in %s',
    async (lang, locale) => {
      const context = await phoneContext(app.browser);
      const errors: string[] = [];
      const page = await watchedPage(context, errors);
      await page.goto(`${app.server.url}/#/pages/index/index?lang=${lang}`);
      // The server's HTML is the browser's own site until the app, started after the first
      // paint, renders the one the link names.
      await expect
        .poll(() => page.locator('html').getAttribute('lang'), { timeout: 30_000 })
        .toBe(locale);
      await expect
        .poll(() => page.locator('[data-testid="feed"] .card-title').count(), { timeout: 30_000 })
        .toBeGreaterThan(3);
      await expect
        .poll(() => page.locator('[data-testid="banner"] .banner-slide').count(), {
          timeout: 30_000,
        })
        .toBeGreaterThanOrEqual(3);
      await expect
        .poll(() => page.locator('.channel-tabs button').count(), { timeout: 30_000 })
        .toBeGreaterThan(3);
      await closeOverlays(page);
      await expect.poll(() => page.locator('.overlay').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // The tracked screenshots change only when asked for (`SCREENSHOTS=1 npm run test:e2e`).
      if (process.env['SCREENSHOTS'] === '1') {
        mkdirSync(join(REPO_ROOT, 'docs/screenshots'), { recursive: true });
        await page.screenshot({ path: join(REPO_ROOT, `docs/screenshots/home-${lang}.png`) });
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('adds lang to routes without it and sends unknown paths to the 404 page', async () => {
    const context = await phoneContext(app.browser, 'ru-RU');
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/index/livePage`);
    await expect.poll(() => page.url()).toContain('/#/pages/index/livePage?lang=ru');
    await page.goto(`${app.server.url}/#/pages/no/such/page?lang=en`);
    await expect.poll(() => page.url()).toContain('/#/pages/public/404');
    await expect
      .poll(() => page.locator('.not-found h2').textContent())
      .toBe('This page does not exist');
    await context.close();
  });

  it('follows page, custom_id and spm entries', async () => {
    const context = await phoneContext(app.browser);
    const page = await context.newPage();
    await page.goto(
      `${app.server.url}/?page=${encodeURIComponent('/pages/public/search?keyword=Qingdao')}#/?lang=en`,
    );
    await expect.poll(() => page.url()).toContain('#/pages/public/search?keyword=Qingdao&lang=en');
    await page.goto(`${app.server.url}/#/?spm=7.1.3.1.1&lang=en`);
    await page.reload();
    // The shared page opens with the sharer's code kept in its route.
    await expect
      .poll(() => page.url())
      .toContain('#/pages/news-detail/news-detail?id=3&spm=7.1.3.1.1&lang=en');
    expect(await page.evaluate(() => localStorage.getItem('spm'))).toBe('"7.1.3.1.1"');
    await page.goto(`${app.server.url}/?custom_id=5#/`);
    await expect.poll(() => page.url()).toContain('#/pages/index/webView?id=5');
    await context.close();
  });

  it('opens every tab and list screen with real data', async () => {
    const context = await phoneContext(app.browser);
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    for (const path of [
      '/pages/index/video',
      '/pages/index/livePage',
      '/pages/index/topic/topic-home',
      '/pages/index/images',
      '/pages/index/tu-shuo/home',
      '/pages/tu-shuo/test',
      '/pages/index/cityHome',
      '/pages/index/general-page/sdPage',
      '/pages/video/videoList',
      '/pages/h5-public-list/h5-public-list',
    ]) {
      await page.goto(`${app.server.url}/#${path}?lang=zh-Hans`);
      await expect
        .poll(() => page.locator('[data-testid="feed"] .card').count(), {
          timeout: 30_000,
          message: path,
        })
        .toBeGreaterThan(0);
    }
    await page.goto(`${app.server.url}/#/pages/index/user?lang=zh-Hans`);
    await expect
      .poll(() => page.locator('section[aria-labelledby="language"] button').count())
      .toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SITES.map((s) => [s.lang] as const))(
    'renders every screen in %s without a script error',
    async (lang) => {
      const context = await phoneContext(app.browser);
      const errors: string[] = [];
      const page = await watchedPage(context, errors);
      const withFeed = [
        '/pages/index/video',
        '/pages/index/livePage',
        '/pages/index/topic/topic-home',
        '/pages/index/images',
        '/pages/index/cityHome',
        '/pages/index/general-page/sdPage',
        '/pages/h5-public-list/h5-public-list',
      ];
      for (const path of withFeed) {
        await page.goto(`${app.server.url}/#${path}?lang=${lang}`);
        await expect
          .poll(() => page.locator('[data-testid="feed"] .card').count(), {
            timeout: 30_000,
            message: `${lang} ${path}`,
          })
          .toBeGreaterThan(0);
      }
      for (const path of [
        '/pages/public/search',
        '/pages/index/user',
        '/pages/usercenter/txtfontsize',
        '/pages/public/404',
        '/pages/index/appPrivacy',
        '/pages/down-load/down-load',
        '/uni_modules/uni-upgrade-center-app/pages/upgrade-popup',
        '/choose-location',
        '/open-location',
      ]) {
        await page.goto(
          `${app.server.url}/#${path}?lang=${lang}&name=Qingdao&latitude=36.07&longitude=120.38`,
        );
        await expect
          .poll(() => page.locator('main.page').innerText(), {
            timeout: 30_000,
            message: `${lang} ${path}`,
          })
          .not.toBe('');
      }
      // A topic's page and a live broadcast's page, reached from their lists.
      await page.goto(`${app.server.url}/#/pages/index/topic/topic-home?lang=${lang}`);
      await closeOverlays(page);
      await page.locator('[data-testid="feed"] .card-button').first().click();
      await expect
        .poll(() => page.locator('section .card').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('finds a two-character Chinese query with highlights', async () => {
    const context = await phoneContext(app.browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/public/search?lang=zh-Hans`);
    await closeOverlays(page);
    await expect.poll(() => page.locator('[data-testid="hot-words"] li').count()).toBe(20);
    await page.fill('input[type="search"]', '青岛');
    await page.press('input[type="search"]', 'Enter');
    await expect
      .poll(() => page.locator('[data-testid="results"] .card').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await page.locator('[data-testid="results"] em').first().textContent()).toBe('青岛');
    await context.close();
  });

  it('opens an article from the feed', async () => {
    const context = await phoneContext(app.browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/index/index?lang=en`);
    await closeOverlays(page);
    await page.locator('[data-testid="feed"] .card-button').first().waitFor();
    await page.locator('.channel-tabs button').nth(1).click();
    const first = page.locator('[data-testid="feed"] .card-button').first();
    await first.waitFor();
    const title = await first.locator('.card-title').textContent();
    await first.click();
    await expect
      .poll(() => page.locator('.detail-title').textContent(), { timeout: 30_000 })
      .toBe(title);
    await context.close();
  });
});

describe('what a reader sees on first start', () => {
  const app = useAppServer();

  it('shows the start image with a countdown, then asks about privacy over home, then the pop-up ad once a day', async () => {
    const context = await phoneContext(app.browser, 'en-US', { firstStart: true });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/index/index?lang=en`);
    await expect
      .poll(() => page.getByTestId('start-image').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.locator('.skip').textContent()).toMatch(/^Skip \d$/);
    await page.locator('.skip').click();
    await expect.poll(() => page.getByTestId('privacy-prompt').isVisible()).toBe(true);
    // The prompt is over home, which stays where it is.
    expect(page.url()).toContain('/pages/index/index');
    expect(await page.getByTestId('banner').count()).toBe(1);
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect.poll(() => page.getByTestId('popup-ad').isVisible()).toBe(true);
    await page.locator('.popup-close').click();
    expect(page.url()).toContain('/pages/index/index');
    // A reload in the same tab is no new start: no start image, no pop-up.
    await page.reload();
    await page.getByTestId('banner').waitFor();
    await settled(page);
    expect(await page.getByTestId('start-image').count()).toBe(0);
    // The next start (a new tab) shows the start image again, but the pop-up's rule is once a day.
    const next = await context.newPage();
    await next.goto(`${app.server.url}/#/pages/index/index?lang=en`);
    await next.locator('.skip').click();
    await settled(next);
    expect(await next.getByTestId('popup-ad').count()).toBe(0);
    expect(await next.getByTestId('privacy-prompt').count()).toBe(0);
    await context.close();
  });

  it('shows the privacy prompt as the page on its own route, and goes home after agreeing', async () => {
    const context = await phoneContext(app.browser, 'en-US', { firstStart: true });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/index/appPrivacy?lang=en`);
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect.poll(() => page.url()).toContain('/pages/index/index');
    expect(await page.getByTestId('privacy-prompt').count()).toBe(0);
    await context.close();
  });
});

describe('display settings', () => {
  const app = useAppServer();

  it('applies the text size across the app when saved', async () => {
    const context = await phoneContext(app.browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/usercenter/txtfontsize?lang=en`);
    await closeOverlays(page);
    await page.getByLabel('Extra large').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.locator('.app').getAttribute('class'))
      .toContain('font-superLarge');
    await page.goto(`${app.server.url}/#/pages/index/index?lang=en`);
    await page.reload();
    await expect
      .poll(() => page.locator('.app').getAttribute('class'))
      .toContain('font-superLarge');
    const size = await page.locator('.app').evaluate((el) => getComputedStyle(el).fontSize);
    expect(parseFloat(size)).toBeGreaterThan(16);
    await context.close();
  });
});

describe('grey mode', () => {
  const app = useAppServer();

  it('turns the whole page grey while a memorial day runs', async () => {
    const context = await phoneContext(app.browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/index/index?lang=en`);
    await expect.poll(() => page.locator('.app').getAttribute('class')).not.toContain('gray');
    // An editor schedules a memorial day that covers now, on the English site (id 38).
    const db = new Database(join(app.server.dataDir, 'news.sqlite'));
    const now = Date.now();
    db.prepare(
      'INSERT INTO memorial_days (site_id, title, start_at, end_at) VALUES (?, ?, ?, ?)',
    ).run(
      38,
      'Day of remembrance',
      new Date(now - 3_600_000).toISOString(),
      new Date(now + 3_600_000).toISOString(),
    );
    db.close();
    await page.reload();
    await expect.poll(() => page.locator('.app').getAttribute('class')).toContain('gray');
    expect(await page.locator('.app').evaluate((el) => getComputedStyle(el).filter)).toBe(
      'grayscale(1)',
    );
    await context.close();
  });
});

describe('the city picker', () => {
  const app = useAppServer();

  it('offers the city nearest the reader when the browser may tell where they are', async () => {
    const context = await phoneContext(app.browser, 'en-US');
    await context.grantPermissions(['geolocation']);
    // Laoshan, on the coast east of Qingdao's centre.
    await context.setGeolocation({ latitude: 36.19, longitude: 120.62 });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/choose-location?lang=en`);
    await closeOverlays(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.url()).toContain('#/pages/index/cityHome');
    await expect.poll(() => lastToast(page)).toBe('Showing news for Qingdao');
    await context.close();
  });

  it('says so when the reader does not allow it, and the list still works', async () => {
    const context = await phoneContext(app.browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/choose-location?lang=en`);
    await closeOverlays(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Location permission was not granted.');
    await page.getByRole('button', { name: 'Yantai' }).click();
    await expect.poll(() => page.url()).toContain('#/pages/index/cityHome');
    await context.close();
  });
});
