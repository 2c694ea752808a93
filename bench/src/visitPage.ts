import type { Browser, Page } from 'playwright-core';

/** The page's islands (`<news-island data-island>`) once the count stopped changing. */
export interface IslandCount {
  total: number;
  /** Islands the page's script marked `data-hydrated`. */
  hydrated: number;
  /** The names of the islands still not hydrated, in page order. */
  waiting: string[];
  /** False when the count still changed as the wait ran out. */
  settled: boolean;
}

export interface PageVisit {
  islands: IslandCount;
  /** The language the page names on its root element once counted (`<html lang>`). */
  shownLocale: string;
}

/** The phone Lighthouse emulates (Moto G Power): its screen, pixel density and touch. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** The count is read as settled once unchanged this long... */
const STEADY_MS = 3_000;
/** ...or when this long has passed since the load, whatever it is then. */
const LIMIT_MS = 10_000;
const POLL_MS = 200;

function readIslands(page: Page): Promise<Omit<IslandCount, 'settled'>> {
  return page.evaluate(() => {
    const islands = Array.from(document.querySelectorAll('news-island[data-island]'));
    const waiting = islands.filter((island) => !island.hasAttribute('data-hydrated'));
    return {
      total: islands.length,
      hydrated: islands.length - waiting.length,
      waiting: waiting.map((island) => island.getAttribute('data-island') ?? ''),
    };
  });
}

/**
 * One visit as a new reader of the site's language (an empty profile, the browser in `locale`)
 * on the phone's screen, nothing scrolled or tapped: how many of the page's islands hydrate,
 * counted from the load until the count has not changed for three seconds, and the language the
 * page ends up in. An island that waits to be seen stays counted as not hydrated, which is what
 * a reader who does not scroll gets. A page with no islands answers 0/0.
 */
export async function visitPage(browser: Browser, url: string, locale: string): Promise<PageVisit> {
  const context = await browser.newContext({ ...PHONE, locale });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const loaded = Date.now();
    let last = await readIslands(page);
    let changed = loaded;
    while (Date.now() - changed < STEADY_MS && Date.now() - loaded < LIMIT_MS) {
      await page.waitForTimeout(POLL_MS);
      const now = await readIslands(page);
      if (now.total !== last.total || now.hydrated !== last.hydrated) changed = Date.now();
      last = now;
    }
    const shownLocale = await page.evaluate(() => document.documentElement.lang);
    return { islands: { ...last, settled: Date.now() - changed >= STEADY_MS }, shownLocale };
  } finally {
    await context.close();
  }
}
