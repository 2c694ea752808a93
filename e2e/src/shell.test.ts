import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from './browser.ts';
import { startServer, type RunningServer } from './startServer.ts';

describe('the web shell, served by `npm start`', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('loads, signs its first API call and lists the five language sites', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') scriptErrors.push(m.text());
    });
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('[data-testid="language-list"] li').count()).toBe(5);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('[data-testid="language-list"]').innerText()).toContain('Русский');
    expect(scriptErrors).toEqual([]);
    await context.close();
  });

  it('takes the language from the route and marks the page for screen readers', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`${server.url}/#/pages/index/index?lang=kr`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.locator('h1').innerText()).toBe('뉴스');
    await context.close();
  });
});
