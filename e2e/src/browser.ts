import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@news/bench/chromium';

/** Debian's Chromium, with the flags this machine's closed network needs (no background calls). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A browser with a profile on disk rather than an off-the-record context: what Chromium needs
 * before it will consider installing a web app. Close it and remove `profileDir` afterwards.
 */
export async function launchProfile(profileDir: string, locale: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
}

/**
 * A phone-sized page context (the app is designed at 375–430 px). Unless `firstStart`, the
 * reader has already answered the privacy prompt.
 */
export async function phoneContext(
  browser: Browser,
  locale = 'zh-CN',
  options: { firstStart?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  await recordToasts(context);
  if (!options.firstStart) {
    await context.addInitScript(() => {
      localStorage.setItem('privacyAccepted', '"yes"');
    });
  }
  return context;
}

/**
 * Closes the start image and the pop-up ad when they come up, as a reader would. They belong to
 * a cold start at home: on any other route there is nothing to wait for.
 */
export async function closeOverlays(page: Page): Promise<void> {
  const path = new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
  if (!['', '/', '/pages/index/index'].includes(path)) return;
  for (const [overlay, close] of [
    ['start-image', '.skip'],
    ['popup-ad', '.popup-close'],
  ] as const) {
    const shown = await page
      .getByTestId(overlay)
      .waitFor({ timeout: 4_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) await page.locator(close).click();
  }
}

/**
 * Keeps every toast the page shows, in order. A toast lasts one second (docs/product.md §7), which
 * a busy test machine can miss between two looks; the record does not.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      const toast = document.querySelector('.toast');
      const text = toast && !toast.hasAttribute('hidden') ? toast.textContent : '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** The last toast the page showed ('' when none yet). */
export async function lastToast(page: Page): Promise<string> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __toasts?: string[] }).__toasts ?? [];
    return seen[seen.length - 1] ?? '';
  });
}

/** Resolves on the page's next painted frame. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          resolve();
        });
      }),
  );
}

/**
 * Waits until the page has settled: every request it started has been answered (no network
 * activity for half a second, Playwright's `networkidle`) and what those answers changed has been
 * painted. What has not appeared by then was never going to: the way to check for an absence
 * without guessing a time.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await nextFrame(page);
  await nextFrame(page);
}
