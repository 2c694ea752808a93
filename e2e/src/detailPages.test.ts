import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { SITES, type SiteLang } from '@news/contract/sites';
import { useAppServer, watchedPage } from './appServer.ts';
import { seriousAxeViolations, seriousAxeViolationsInBothThemes } from './axeCheck.ts';
import { closeOverlays, lastToast, nextFrame, phoneContext } from './browser.ts';
import { siteApi } from './siteApi.ts';

interface Row {
  id: string;
  title: string;
  status?: string;
}
interface Page_<T> {
  rows: T[];
}

/** Real ids of every detail page type on one site, found through its API. */
async function detailTargets(url: string, lang: SiteLang) {
  const first = async (publishType: string): Promise<Row> => {
    const page = await siteApi<Page_<Row>>(url, lang, '/cms/content/commonList', {
      publishType,
      pageSize: '1',
    });
    const row = page.rows[0];
    if (!row) throw new Error(`${lang}: no ${publishType}`);
    return row;
  };
  const lives = await siteApi<Page_<Row>>(url, lang, '/live/video/livingList', { pageSize: '20' });
  const topics = await siteApi<Page_<Row>>(url, lang, '/cms/special/indexList', { pageSize: '1' });
  const onAir = lives.rows.find((l) => l.status === 'live');
  const ended = lives.rows.find((l) => l.status === 'playback');
  const topic = topics.rows[0];
  if (!onAir || !ended || !topic) throw new Error(`${lang}: demo lives or topics missing`);
  const video = await first('SHIPING');
  return [
    ['/pages/news-detail/news-detail', await first('TUWEN')],
    ['/pages/tu-shuo/detail', await first('TUSHUO')],
    ['/pages/tu-jie/detail', await first('TUJIE')],
    ['/pages/video/video-detail1', video],
    ['/pages/video/sliderVideo/sliderVideo', video],
    ['/pages/live/detail', onAir],
    ['/pages/auth-publish/playback', ended],
    ['/pages/topic/topic-detail-h5', topic],
    ['/pages/topic/topic-detail', topic],
  ] as const;
}

/**
 * A finger swipe: touch events through Chromium's input pipeline, so the browser's own touch
 * scrolling and scroll snapping run as on a phone.
 */
async function swipe(
  client: CDPSession,
  page: Page,
  selector: string,
  dx: number,
  dy: number,
): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} not on screen`);
  const x = Math.round(box.x + box.width / 2 - dx / 2);
  const y = Math.round(box.y + box.height / 2 - dy / 2);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }],
    });
    await nextFrame(page);
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('detail pages, against the real server', () => {
  const app = useAppServer();

  it.each(SITES.map((s) => [s.lang] as const))(
    'opens every detail page type with real data in %s, without script errors or serious axe violations in either theme',
    async (lang) => {
      const targets = await detailTargets(app.server.url, lang);
      const context = await phoneContext(app.browser);
      const errors: string[] = [];
      const page = await watchedPage(context, errors);
      for (const [index, [path, row]] of targets.entries()) {
        await page.goto(`${app.server.url}/#${path}?id=${row.id}&lang=${lang}`);
        // Later pages are in-app navigations: the start overlays come only once.
        if (index === 0) await closeOverlays(page);
        const shown =
          path === '/pages/video/sliderVideo/sliderVideo'
            ? page.locator('[data-active] .swipe-caption h2')
            : page.locator('[data-testid="detail-title"]');
        await expect
          .poll(() => shown.textContent(), { timeout: 30_000, message: `${lang} ${path}` })
          .toBe(row.title);
        const violations = await seriousAxeViolationsInBothThemes(page);
        expect(violations, `${lang} ${path}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );

  it('makes an article’s tags and author link targets of 24 CSS px or more, in every language', async () => {
    // As the server sends the share page (no script: what paints first, and what a reader gets
    // when the app never starts), then as the app shows the article.
    const plain = await app.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const context = await phoneContext(app.browser);
    const shared = await plain.newPage();
    const page = await context.newPage();
    for (const [index, { lang }] of SITES.entries()) {
      const list = await siteApi<Page_<Row & { tags: string[]; author: string }>>(
        app.server.url,
        lang,
        '/cms/content/commonList',
        { publishType: 'TUWEN', pageSize: '20' },
      );
      const article = list.rows.find((row) => row.tags.length > 0 && row.author !== '');
      if (!article) throw new Error(`${lang}: no demo article with tags and an author`);
      const links = '.tag-list a, .author-link';
      await shared.goto(`${app.server.url}/s/${lang}/${article.id}`);
      // Each link's own box, not only the spacing axe also accepts: a line of Latin text is
      // 19 px tall, and CJK lines passed on their spacing alone.
      const heights = await shared
        .locator(links)
        .evaluateAll((found) => found.map((link) => link.getBoundingClientRect().height));
      expect(heights).toHaveLength(article.tags.length + 1);
      for (const height of heights) expect(height, lang).toBeGreaterThanOrEqual(24);

      // A document of its own: a hash link into another site's language reloads the page, and
      // axe would otherwise run in the document that is going away.
      await page.goto('about:blank');
      await page.goto(
        `${app.server.url}/#/pages/news-detail/news-detail?id=${article.id}&lang=${lang}`,
      );
      if (index === 0) await closeOverlays(page);
      await expect.poll(() => page.locator(links).count()).toBe(article.tags.length + 1);
      // Lighthouse runs axe's target-size (WCAG 2.2 2.5.8), which axe leaves off unless asked.
      expect(await seriousAxeViolations(page, ['target-size']), lang).toEqual([]);
    }
    await plain.close();
    await context.close();
  }, 120_000);

  it('counts the view, shows counts and read-only comments, and sends a signed-out reader to login', async () => {
    const [[, article]] = await detailTargets(app.server.url, 'en');
    const context = await phoneContext(app.browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/news-detail/news-detail?id=${article.id}&lang=en`);
    await closeOverlays(page);
    await expect.poll(() => page.locator('[data-testid="views"]').textContent()).toMatch(/views?$/);
    await expect.poll(() => page.locator('[data-testid="like"]').textContent()).toMatch(/^Like\d/);
    await expect.poll(() => page.locator('[data-testid="comments"]').count()).toBe(1);
    await page.locator('[data-testid="like"]').click();
    await expect.poll(() => page.url()).toContain('#/pages/login/login');
    expect(decodeURIComponent(page.url())).toContain(
      `redirect=/pages/news-detail/news-detail?id=${article.id}`,
    );
    await context.close();
  });

  it('plays a video, and a live stream over HLS', async () => {
    const targets = await detailTargets(app.server.url, 'en');
    const video = targets[3][1];
    const live = targets[5][1];
    const context = await phoneContext(app.browser);
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    await page.goto(`${app.server.url}/#/pages/video/video-detail1?id=${video.id}&lang=en`);
    await closeOverlays(page);
    await page.locator('.player-start').click();
    await expect
      .poll(
        () =>
          page.locator('[data-testid="video"]').evaluate((v: HTMLVideoElement) => v.currentTime),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0.5);

    await page.goto(`${app.server.url}/#/pages/live/detail?id=${live.id}&lang=en`);
    await expect
      .poll(
        () =>
          page.locator('[data-testid="video"]').evaluate((v: HTMLVideoElement) => v.currentTime),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0.5);
    // The host's posts come with the page; the player reports no failure.
    expect(await page.locator('[data-testid="host-posts"] li').count()).toBeGreaterThan(0);
    expect(await page.locator('.player-failed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a host post made while the reader watches, without a reload', async () => {
    const targets = await detailTargets(app.server.url, 'en');
    const live = targets[5][1];
    const context = await phoneContext(app.browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/live/detail?id=${live.id}&lang=en`);
    await closeOverlays(page);
    await expect
      .poll(() => page.locator('[data-testid="host-posts"] li').count())
      .toBeGreaterThan(0);
    // The editor posts from the back office: a row in the live's messages.
    const db = new Database(join(app.server.dataDir, 'news.sqlite'));
    db.prepare(
      'insert into live_messages (live_id, kind, author, content, image, created_at) values (?, ?, ?, ?, ?, ?)',
    ).run(
      Number(live.id),
      'host',
      'Desk',
      'Leaders pass the 30 km mark',
      '',
      new Date().toISOString(),
    );
    db.close();
    await expect
      .poll(() => page.locator('[data-testid="host-posts"] li').first().textContent(), {
        timeout: 15_000,
      })
      .toContain('Leaders pass the 30 km mark');
    await context.close();
  });

  it('says so when a stream cannot be played', async () => {
    const targets = await detailTargets(app.server.url, 'en');
    const live = targets[5][1];
    const context = await phoneContext(app.browser);
    const page = await context.newPage();
    await page.route('**/media/live/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${app.server.url}/#/pages/live/detail?id=${live.id}&lang=en`);
    await closeOverlays(page);
    await expect
      .poll(() => page.locator('.player-failed').textContent(), { timeout: 30_000 })
      .toBe('The video could not be played. Please refresh the page.');
    await context.close();
  });

  it('asks before playing on mobile data', async () => {
    const targets = await detailTargets(app.server.url, 'en');
    const video = targets[3][1];
    const context = await phoneContext(app.browser);
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { type: 'cellular' } });
    });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/video/video-detail1?id=${video.id}&lang=en`);
    await closeOverlays(page);
    await page.locator('.player-start').click();
    await expect.poll(() => page.locator('.player-ask').count()).toBe(1);
    expect(
      await page.locator('[data-testid="video"]').evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(true);
    await page.getByRole('button', { name: 'Play anyway' }).click();
    await expect
      .poll(
        () =>
          page.locator('[data-testid="video"]').evaluate((v: HTMLVideoElement) => v.currentTime),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0.2);
    await context.close();
  });

  it('swipes a picture gallery and a swipe video', async () => {
    const targets = await detailTargets(app.server.url, 'en');
    const story = targets[1][1];
    const video = targets[4][1];
    const context = await phoneContext(app.browser);
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await page.goto(`${app.server.url}/#/pages/tu-shuo/detail?id=${story.id}&lang=en`);
    await closeOverlays(page);
    await expect
      .poll(() => page.locator('[data-testid="gallery-counter"]').textContent())
      .toMatch(/^1 \/ \d+$/);
    await swipe(client, page, '[data-testid="gallery"]', -250, 0);
    await expect
      .poll(() => page.locator('[data-testid="gallery-counter"]').textContent())
      .toMatch(/^2 \/ \d+$/);
    // Keyboard: the gallery takes arrow keys.
    await page.locator('[data-testid="gallery"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.locator('[data-testid="gallery-counter"]').textContent())
      .toMatch(/^3 \/ \d+$/);

    await page.goto(
      `${app.server.url}/#/pages/video/sliderVideo/sliderVideo?id=${video.id}&lang=en`,
    );
    await expect.poll(() => page.locator('[data-active]').getAttribute('data-index')).toBe('0');
    await swipe(client, page, '.swipe-track', 0, -400);
    await expect.poll(() => page.locator('[data-active]').getAttribute('data-index')).toBe('1');
    // Only the video on screen plays.
    await expect
      .poll(() =>
        page
          .locator('[data-testid="video"]')
          .evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => !v.paused)),
      )
      .toEqual(expect.arrayContaining([true]));
    const playing = await page
      .locator('[data-testid="video"]')
      .evaluateAll((videos: HTMLVideoElement[]) => videos.filter((v) => !v.paused).length);
    expect(playing).toBe(1);
    await context.close();
  });

  it('shares an item into an spm link with a link preview that opens the same item', async () => {
    const targets = await detailTargets(app.server.url, 'ja');
    const story = targets[1][1];
    const context = await phoneContext(app.browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/#/pages/tu-shuo/detail?id=${story.id}&lang=ja`);
    await closeOverlays(page);
    await page.locator('[data-testid="share"]').click();
    const link = page.locator('[data-testid="share-link"]');
    await expect.poll(() => link.inputValue()).toMatch(/\/s\/ja\/\d+\?spm=0\.1\.\d+\.1\.1$/);
    const shared = await link.inputValue();
    await page.getByRole('button', { name: 'リンクをコピー' }).click();
    await expect.poll(() => lastToast(page)).toBe('コピーしました');

    // What a link preview sees: the card's metadata.
    const html = await (await fetch(shared)).text();
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<html lang="ja" data-site="ja">');

    // What a person sees: the same item, with the code kept for crediting the sharer.
    const visitor = await context.newPage();
    await visitor.goto(shared);
    await expect
      .poll(() => visitor.locator('[data-testid="detail-title"]').textContent(), {
        timeout: 30_000,
      })
      .toBe(story.title);
    // The share page's HTML shows the story at once; the app, once started, moves to its route.
    await expect
      .poll(() => visitor.url(), { timeout: 30_000 })
      .toContain(`#/pages/tu-shuo/detail?id=${story.id}`);
    expect(visitor.url()).toMatch(/[?&]spm=0\.1\.\d+\.1\.1(&|$)/);
    // The app moves to the route as it starts and keeps the code once its messages have loaded.
    await expect
      .poll(() => visitor.evaluate(() => localStorage.getItem('spm')), { timeout: 30_000 })
      .toMatch(/^"0\.1\.\d+\.1\.1"$/);
    await context.close();
  });
});
