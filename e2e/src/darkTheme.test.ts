import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APP_THEME } from '@news/contract/appTheme';
import { useAppServer, watchedPage } from './appServer.ts';
import { seriousAxeViolations } from './axeCheck.ts';
import { closeOverlays, phoneContext } from './browser.ts';
import { REPO_ROOT } from './startServer.ts';

/** The dark palette's page and bar colours (apps/web styles.css), as computed styles give them. */
const DARK_SURFACE = 'rgb(22, 24, 28)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const rgb = (hex: string): string =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The colours the reader sees: the page behind the app, the app, its bar, and the browser's bar. */
async function painted(page: Page) {
  return page.evaluate(() => {
    const colour = (selector: string) => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el).backgroundColor : null;
    };
    return {
      page: colour('html'),
      app: colour('.app'),
      header: colour('.home-bar, .page-header'),
      bars: Array.from(document.querySelectorAll('meta[name="theme-color"]')).map((m) =>
        m.getAttribute('content'),
      ),
      theme: document.documentElement.dataset.theme ?? 'system',
    };
  });
}

/**
 * A page as the browser paints it before the app's code runs: the server's HTML with its styles
 * and inline scripts, the app's modules held back. A context of its own, with the given local
 * storage: no service worker there answers for the network, and refused scripts are no error of
 * the app's. What shows then is the first paint.
 */
async function firstPaint(
  browser: Browser,
  url: string,
  colorScheme: 'light' | 'dark',
  storage: Record<string, string> = {},
) {
  const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 844 } });
  await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(url);
  const colours = await painted(page);
  await context.close();
  return colours;
}

describe('dark theme', () => {
  const app = useAppServer();

  it('follows a dark system from a new reader’s first page on, before the app starts, with axe in both themes', async () => {
    // A new reader: empty storage, no choice made, a phone set to dark.
    expect(await firstPaint(app.browser, `${app.server.url}/?lang=en`, 'dark')).toEqual({
      page: rgb('#0d0e10'),
      app: DARK_SURFACE,
      header: rgb(APP_THEME.dark),
      bars: [APP_THEME.light, APP_THEME.dark],
      theme: 'system',
    });

    const context = await phoneContext(app.browser, 'en-GB', { firstStart: true });
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${app.server.url}/?lang=en`);
    await expect.poll(() => page.locator('.privacy-sheet').count(), { timeout: 30_000 }).toBe(1);
    expect((await painted(page)).app).toBe(DARK_SURFACE);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('.privacy-sheet button.primary').click();
    await expect.poll(() => page.locator('.privacy-sheet').count()).toBe(0);
    await closeOverlays(page);
    await expect.poll(() => page.locator('[data-testid="feed"] .card').count()).toBeGreaterThan(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env['SCREENSHOTS'] === '1') {
      mkdirSync(join(REPO_ROOT, 'docs/screenshots'), { recursive: true });
      await page.screenshot({ path: join(REPO_ROOT, 'docs/screenshots/home-en-dark.png') });
    }
    // The system turns light: so does the app, at once.
    await page.emulateMedia({ colorScheme: 'light' });
    expect((await painted(page)).app).toBe(LIGHT_SURFACE);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the reader’s choice in settings at once and on every page after, grey mode on top, with axe', async () => {
    const context = await phoneContext(app.browser, 'ja-JP');
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${app.server.url}/#/pages/usercenter/moreset?lang=ja`);
    await page.getByRole('radio', { name: 'ダーク' }).check();
    expect(await painted(page)).toMatchObject({
      app: DARK_SURFACE,
      header: rgb(APP_THEME.dark),
      bars: [APP_THEME.dark, APP_THEME.dark],
      theme: 'dark',
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: 'グレーモード' }).check();
    await expect
      .poll(() => page.locator('.app').evaluate((el) => getComputedStyle(el).filter))
      .toBe('grayscale(1)');
    expect((await painted(page)).app).toBe(DARK_SURFACE);

    // The next page is dark from its first paint, though the system is light.
    const stored = await page.evaluate(() => ({ theme: localStorage.getItem('theme') ?? '' }));
    expect(stored).toEqual({ theme: '"dark"' });
    expect(
      await firstPaint(app.browser, `${app.server.url}/?lang=ja`, 'light', stored),
    ).toMatchObject({
      app: DARK_SURFACE,
      bars: [APP_THEME.dark, APP_THEME.dark],
      theme: 'dark',
    });

    // Light chosen on a dark system stays light; back to the system's, the app follows it again.
    await page.goto(`${app.server.url}/#/pages/usercenter/moreset?lang=ja`);
    await page.getByRole('switch', { name: 'グレーモード' }).uncheck();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('radio', { name: 'ライト' }).check();
    expect(await painted(page)).toMatchObject({ app: LIGHT_SURFACE, theme: 'light' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'システムに合わせる' }).check();
    expect(await painted(page)).toMatchObject({
      app: DARK_SURFACE,
      bars: [APP_THEME.light, APP_THEME.dark],
      theme: 'system',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
