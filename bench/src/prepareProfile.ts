import { chromium, type BrowserContext } from 'playwright-core';
import type { Profile } from './webRun.ts';

/**
 * A returning reader's browser: one earlier visit to the page, with the privacy prompt answered,
 * so the page's files are in the HTTP cache and the answer in storage; checked by reading the
 * answer back.
 */
async function returningReader(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(new URL(url).origin);
  await page.evaluate(() => {
    localStorage.setItem('privacyAccepted', '"yes"');
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const kept = await page.evaluate(() => localStorage.getItem('privacyAccepted'));
  await page.close();
  if (kept !== '"yes"') throw new Error('the returning reader’s answer was not kept');
}

/**
 * A first visit starts without the app's service worker: Lighthouse clears the origin's storage
 * before it loads the page, but a worker still running from the previous run could keep it from
 * recording the load (NO_NAVSTART). It is unregistered and stopped here first.
 */
async function firstVisit(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.unregister', { scopeURL: `${new URL(url).origin}/` });
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.close();
}

/**
 * Prepares the browser Lighthouse drives (over its debugging port) for the profile's runs of
 * the page at `url`.
 */
export async function prepareProfile(port: number, url: string, profile: Profile): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    if (profile === 'returning reader') await returningReader(context, url);
    else await firstVisit(context, url);
  } finally {
    // Connected, not launched: this only disconnects; Lighthouse's browser runs on.
    await browser.close();
  }
}
