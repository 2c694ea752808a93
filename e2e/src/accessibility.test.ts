import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITES } from '@news/contract/sites';
import { useAppServer, watchedPage } from './appServer.ts';
import { seriousAxeViolationsInBothThemes } from './axeCheck.ts';
import { closeOverlays, phoneContext } from './browser.ts';
import { REPO_ROOT } from './startServer.ts';

const run = promisify(execFile);

/** A string of the reader app's catalogues, as a reader of `lang` reads it. */
function catalogueText(lang: string, part: '' | 'account/', key: string): string {
  const file = join(REPO_ROOT, 'apps/web/src/i18n', `${part}${lang}.json`);
  const text = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (!text) throw new Error(`no ${key} in ${file}`);
  return text;
}

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
      // The landmarks are named in the reader's language: the tab bar, and home's channel tabs.
      await page.goto(`${app.server.url}/#/pages/index/index?lang=${lang}`);
      await page.locator('nav.channel-tabs').waitFor();
      expect(await page.locator('nav.tab-bar').getAttribute('aria-label')).toBe(
        catalogueText(lang, '', 'tab.label'),
      );
      expect(await page.locator('nav.channel-tabs').getAttribute('aria-label')).toBe(
        catalogueText(lang, '', 'home.channels'),
      );
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );

  it.each(SITES.map((s) => [s.lang] as const))(
    'signs in and registers in %s from an empty browser: no serious axe finding, the captcha named in the reader’s language',
    async (lang) => {
      const context = await phoneContext(app.browser);
      const errors: string[] = [];
      const page = await watchedPage(context, errors);
      for (const mode of ['', 'mode=register&']) {
        await page.goto(`${app.server.url}/#/pages/login/login?${mode}lang=${lang}`);
        const picture = page.locator('.captcha-image img');
        await picture.waitFor();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        // The picture, the button that changes it and its field all say what they are.
        expect(await picture.getAttribute('alt')).toBe(
          catalogueText(lang, 'account/', 'login.captchaImage'),
        );
        expect(await page.locator('.captcha-image').getAttribute('aria-label')).toBe(
          catalogueText(lang, 'account/', 'login.captchaRefresh'),
        );
        await page
          .getByLabel(catalogueText(lang, 'account/', 'login.captcha'), { exact: true })
          .waitFor();
        // The way that needs no reading is named in the reader's language too.
        const verify = page.getByRole('button', {
          name: catalogueText(lang, 'account/', 'login.captchaAuto'),
          exact: true,
        });
        await verify.waitFor();
        expect(await seriousAxeViolationsInBothThemes(page), `${lang} ${mode}`).toEqual([]);
        if (mode !== '') continue;
        // Verified, with its words in the live region: still no serious finding.
        await verify.click();
        await expect
          .poll(() => page.getByRole('status').textContent(), { timeout: 60_000 })
          .toBe(catalogueText(lang, 'account/', 'login.captchaVerified'));
        expect(await seriousAxeViolationsInBothThemes(page), `${lang} verified`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('lets a reader who cannot read the picture register and sign in with the browser’s verification alone', async () => {
    // No fixed test answer on this server: the proof of work is the only way through.
    expect(process.env.TEST_CAPTCHA ?? '').toBe('');
    const text = (key: string): string => catalogueText('en', 'account/', key);
    const context = await phoneContext(app.browser, 'en-US');
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    const username = 'pow_only_reader';
    const password = 'Proof#Work26';
    /** Asks for the verification from the keyboard, as a screen-reader user does, and times it. */
    const verifyByKeyboard = async (): Promise<number> => {
      const started = Date.now();
      await page.getByRole('button', { name: text('login.captchaAuto'), exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('status').textContent(), { timeout: 60_000 })
        .toBe(text('login.captchaVerified'));
      const code = await page.getByLabel(text('login.captcha'), { exact: true }).inputValue();
      expect(code).toMatch(/^pow:[0-9a-z]{1,6}$/);
      const elapsed = Date.now() - started;
      // Tries made: the nonce is the counter the search stopped at, in base 36.
      const tries = Number.parseInt(code.slice(4), 36) + 1;
      console.log(
        `proof of work: ${String(tries)} tries in ${String(elapsed)} ms (${String(Math.round(tries / elapsed))} k/s)`,
      );
      return elapsed;
    };

    await page.goto(`${app.server.url}/#/pages/login/login?mode=register&lang=en`);
    await page.getByLabel(text('login.username'), { exact: true }).fill(username);
    await page.getByLabel(text('login.password'), { exact: true }).fill(password);
    await page.getByLabel(text('login.confirmPassword'), { exact: true }).fill(password);
    await page.getByLabel(text('login.answer'), { exact: true }).fill('Mimi');
    await verifyByKeyboard();
    for (const box of await page.locator('.agreements input[type="checkbox"]').all())
      await box.check();
    await page.locator('form.account-form button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-testid="awaiting-review"]').count()).toBe(1);

    await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'approve', username],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: app.server.dataDir, LOG_LEVEL: 'silent' },
      },
    );
    await page.goto(`${app.server.url}/#/pages/login/login?lang=en`);
    await page.getByLabel(text('login.username'), { exact: true }).fill(username);
    await page.getByLabel(text('login.password'), { exact: true }).fill(password);
    await verifyByKeyboard();
    for (const box of await page.locator('.agreements input[type="checkbox"]').all())
      await box.check();
    await page.locator('form.account-form button[type="submit"]').click();
    await expect.poll(() => page.url(), { timeout: 30_000 }).toContain('#/pages/index/user');
    await expect.poll(() => page.locator('[data-testid="me-name"]').textContent()).toBe(username);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

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
