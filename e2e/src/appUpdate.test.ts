import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeOverlays, launchBrowser, phoneContext } from './browser.ts';
import { REPO_ROOT, startServer, type RunningServer } from './startServer.ts';

/** The app's shell caches (one per build), by name. */
function shellCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('news-shell-')),
  );
}

/** The registration as its worker sees it (no page need be open), or null while none runs. */
async function registrationState(context: BrowserContext) {
  for (const worker of context.serviceWorkers()) {
    try {
      return await worker.evaluate(async () => ({
        waiting:
          (self as unknown as { registration: ServiceWorkerRegistration }).registration.waiting !==
          null,
        shells: (await caches.keys()).filter((name) => name.startsWith('news-shell-')),
      }));
    } catch {
      // A worker that has just stopped: the next in the list, or the next poll.
    }
  }
  return null;
}

function waitingWorker(page: Page): Promise<string | null> {
  return page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
  );
}

/**
 * A deploy while a reader has the app open: the new version's worker installs beside the one the
 * page runs on, and takes over at the app's next start, never in the middle of a visit.
 */
describe('a new version of the app', () => {
  const state: { dist?: string; server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    // A copy of the build of its own, to deploy a new version into; inside the repository, where
    // its server-rendering entry finds the packages it needs.
    const results = join(REPO_ROOT, 'e2e/results');
    mkdirSync(results, { recursive: true });
    state.dist = mkdtempSync(join(results, 'dist-'));
    cpSync(join(REPO_ROOT, 'apps/web/dist'), state.dist, { recursive: true });
    state.server = await startServer({ WEB_DIST_DIR: state.dist });
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
    if (state.dist) rmSync(state.dist, { recursive: true, force: true });
  });

  it('is installed while the app runs and taken up at its next start', async () => {
    const { dist, server, browser } = state;
    if (!dist || !server || !browser) throw new Error('not started');
    const context = await phoneContext(browser, 'en-GB');
    let page = await context.newPage();
    await page.goto(`${server.url}/?lang=en`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    const [running] = await shellCaches(page);
    if (!running) throw new Error('no shell cache');

    // The deploy: a worker of another build.
    const worker = join(dist, 'sw.js');
    const build = running.slice('news-shell-'.length);
    const source = readFileSync(worker, 'utf8');
    expect(source).toContain(build);
    writeFileSync(worker, source.replaceAll(build, 'fedcba987654'));

    // The reader's next page load finds it; it installs and waits.
    await page.reload();
    await expect
      .poll(() => waitingWorker(page), { timeout: 30_000, message: 'the new worker waits' })
      .toBe('installed');
    expect((await shellCaches(page)).sort()).toEqual([running, 'news-shell-fedcba987654'].sort());

    // The app closed: with no page of the old version open, the new one takes over...
    await page.close();
    await expect
      .poll(() => registrationState(context), {
        timeout: 30_000,
        message: 'the new worker took over',
      })
      .toEqual({ waiting: false, shells: ['news-shell-fedcba987654'] });
    // ...and serves the app's next start.
    page = await context.newPage();
    await page.goto(`${server.url}/?lang=en`);
    expect(await shellCaches(page)).toEqual(['news-shell-fedcba987654']);
    expect(await waitingWorker(page)).toBeNull();
    await expect.poll(() => page.locator('[data-testid="feed"] .card').count()).toBeGreaterThan(3);
    await context.close();
  });

  it('opens a screen whose file a deploy removed by reloading once, keeping the route, never in a loop', async () => {
    const { dist, server, browser } = state;
    if (!dist || !server || !browser) throw new Error('not started');
    // A reader with the app open at home, from nothing stored.
    const context = await phoneContext(browser, 'en-GB', { firstStart: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/?lang=en`);
    await closeOverlays(page);
    await page.locator('[data-testid="feed"] .card').first().waitFor();
    await page.evaluate(() => {
      (window as unknown as { oldVersion: boolean }).oldVersion = true;
    });

    // The deploy removed the font-size screen's file that the open page would ask for.
    const assets = join(dist, 'assets');
    const manifest = JSON.parse(
      readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = manifest['src/routes/FontSizePage.tsx']?.file.replace(/^assets\//, '');
    if (!chunk) throw new Error('no font-size chunk in the build');
    const moved = readdirSync(assets).filter((name) => name.startsWith(chunk));
    for (const name of moved) renameSync(join(assets, name), join(assets, `${name}.gone`));
    try {
      const route = '#/pages/usercenter/txtfontsize?lang=en';
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, route);
      // The page reloaded itself (the old version's marker is gone) at the same route...
      await expect
        .poll(() => page.evaluate(() => 'oldVersion' in window), { timeout: 15_000 })
        .toBe(false);
      expect(new URL(page.url()).hash).toBe(route);
      // ...and, the file still missing, says so with its retry button instead of reloading again.
      await page.getByText('Part of the app failed to load. Tap to retry.').waitFor();
      expect(
        await page.evaluate(() =>
          performance
            .getEntriesByType('navigation')
            .map((entry) => (entry as PerformanceNavigationTiming).type),
        ),
      ).toEqual(['reload']);
    } finally {
      for (const name of moved) renameSync(join(assets, `${name}.gone`), join(assets, name));
      await context.close();
    }
  });
});
