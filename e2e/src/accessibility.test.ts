import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITES } from '@news/contract/sites';
import { useAppServer, watchedPage } from './appServer.ts';
import { seriousAxeViolationsInBothThemes } from './axeCheck.ts';
import { closeOverlays, phoneContext } from './browser.ts';

/**
 * The reading screens (detail pages and account screens have their own suites with axe):
 * what each shows when it has data.
 */
const SCREENS: [path: string, ready: string][] = [
  ['/pages/index/index', '[data-testid="feed"] .card'],
  ['/pages/index/cityHome', '[data-testid="feed"] .card'],
  ['/pages/index/tu-shuo/home', '[data-testid="feed"] .card'],
  ['/pages/tu-shuo/test', '[data-testid="feed"] .card'],
  ['/pages/index/video', '[data-testid="feed"] .card'],
  ['/pages/index/livePage', '[data-testid="feed"] .card'],
  ['/pages/index/general-page/sdPage', '[data-testid="feed"] .card'],
  ['/pages/index/topic/topic-home', '[data-testid="feed"] .card'],
  ['/pages/index/images', '[data-testid="feed"] .card'],
  ['/pages/video/videoList', '[data-testid="feed"] .card'],
  ['/pages/h5-public-list/h5-public-list', '[data-testid="feed"] .card'],
  ['/pages/public/search', '.hot-words button'],
  ['/pages/index/user', '.settings-list button'],
  ['/pages/public/404', '.page-header h1'],
  ['/pages/down-load/down-load', '.page-header h1'],
  ['/choose-location', '[data-testid="cities"] button'],
  [
    '/open-location?name=Baotu%20Spring&address=Jinan&latitude=36.66&longitude=117.01',
    '.page-header h1',
  ],
];

/**
 * Interactive elements smaller than 44 × 44 CSS px. Links inside running text are exempt, as
 * WCAG 2.5.8 exempts inline targets: their size is the text's.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [role="tab"]',
      ),
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      if (
        el.tagName === 'A' &&
        el.closest('p, li.detail-body, .detail-body') &&
        style.display === 'inline'
      )
        continue;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        // Sized by their label, which is the target.
        const label = el.closest('label');
        if (label && label.getBoundingClientRect().height >= 44) continue;
      }
      if (box.width < 44 || box.height < 44)
        small.push(
          `${el.tagName.toLowerCase()}.${el.className} "${el.innerText.trim().slice(0, 20)}" ${String(Math.round(box.width))}×${String(Math.round(box.height))}`,
        );
    }
    return small;
  });
}

describe('accessibility of the reading screens', () => {
  const app = useAppServer();

  it.each(SITES.map((s) => [s.lang, s.locale] as const))(
    'every reading screen in %s: axe in the light and dark themes, page language, 44 px targets',
    async (lang, locale) => {
      const context = await phoneContext(app.browser);
      const errors: string[] = [];
      const page = await watchedPage(context, errors);
      for (const [index, [screen, ready]] of SCREENS.entries()) {
        const [path, query = ''] = screen.split('?');
        await page.goto(`${app.server.url}/#${path}?${query ? `${query}&` : ''}lang=${lang}`);
        if (index === 0) await closeOverlays(page);
        await expect
          .poll(() => page.locator(ready).count(), {
            timeout: 30_000,
            message: `${lang} ${screen}`,
          })
          .toBeGreaterThan(0);
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        expect(await seriousAxeViolationsInBothThemes(page), `${lang} ${screen}`).toEqual([]);
        expect(await smallTargets(page), `${lang} ${screen}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );

  it('keeps its text whole at 200 % zoom: nothing runs off the side', async () => {
    // 200 % browser zoom on a 390 px phone leaves 195 CSS px of width: the same layout viewport.
    const context = await app.browser.newContext({
      viewport: { width: 195, height: 422 },
      deviceScaleFactor: 4,
      isMobile: true,
      hasTouch: true,
      locale: 'ru-RU',
    });
    await context.addInitScript(() => {
      localStorage.setItem('privacyAccepted', '"yes"');
      localStorage.setItem('fontLevel', '"superLarge"');
    });
    const page = await context.newPage();
    for (const [index, [screen, ready]] of SCREENS.entries()) {
      const [path, query = ''] = screen.split('?');
      // Russian has the longest words of the five languages.
      await page.goto(`${app.server.url}/#${path}?${query ? `${query}&` : ''}lang=ru`);
      if (index === 0) await closeOverlays(page);
      await expect.poll(() => page.locator(ready).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((el) => {
            const box = el.getBoundingClientRect();
            if (box.width === 0) return false;
            // Sideways scrollers (channel tabs, tables) scroll by design; their children may pass.
            for (let p = el.parentElement; p; p = p.parentElement) {
              const o = getComputedStyle(p).overflowX;
              if (o === 'auto' || o === 'scroll' || o === 'hidden') return false;
            }
            return box.right > width + 1;
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
        return { scroll: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5) };
      });
      expect(overflow, `${screen} ${JSON.stringify(overflow)}`).toEqual({ scroll: 0, wide: [] });
    }
    await context.close();
  });
});
