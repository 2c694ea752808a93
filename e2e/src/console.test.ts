import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '@news/server/testing/imageFixtures';
import { makeTestVideo } from '@news/server/testing/makeTestVideo';
import { watchedPage } from './appServer.ts';
import { carriesCameraData, isUpright, pictureSize, portraitPhonePhoto } from './phonePhoto.ts';
import { seriousAxeViolations } from './axeCheck.ts';
import { closeOverlays, launchBrowser, phoneContext } from './browser.ts';
import { desk, firstSignIn, notice, shot } from './consoleDesk.ts';
import { siteApi } from './siteApi.ts';
import { REPO_ROOT, startServer, type RunningServer } from './startServer.ts';

const run = promisify(execFile);
const NEWS_TITLE = 'Riverside market opens its doors';
const PHOTO_TITLE = 'Tea terraces wake up';
const PHOTO_ALT = 'Terraced tea rows on a hillside, mist rising in the early sun';
const PHOTO_CREDIT = 'Mei Lin / Riverside Post';
const PHOTO_ALT_EDITED = 'Rows of tea bushes on terraced slopes, morning mist in the valley';
const VIDEO_TITLE = 'Harbour lights <img src=x onerror="window.__xss=1">';
const ADMIN_PASSWORD = 'a long passphrase for the newsroom head';
const EDITOR_PASSWORD = 'an editor’s own sturdy passphrase';

interface Detail {
  title: string;
  content: string;
}

/** A `datetime-local` value, in the browser's (and this machine's) time zone. */
function localInput(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whether a click on the page gets through to it (nothing stops clicks from propagating). */
function clickReachesPage(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let reached = false;
    const seen = (): void => {
      reached = true;
    };
    document.body.addEventListener('click', seen, { once: true });
    document.body.click();
    document.body.removeEventListener('click', seen);
    return reached;
  });
}

describe('the newsroom console, from an empty browser to the reader app', () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;
  let newsId = '';
  let videoId = '';
  let photoId = '';
  let editorOneTime = '';
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-console-e2e-'));
    server = await startServer({ TEST_CLOCK: 'settable' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets the first admin, made at the command line, sign in and create an editor for en', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/admin.ts',
        'staff',
        'add',
        'chief',
        '--role',
        'admin',
        '--json',
      ],
      { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' } },
    );
    const { oneTimePassword } = JSON.parse(stdout) as { oneTimePassword: string };

    // A browser set to Chinese gets the console in Chinese.
    const chinese = await browser.newContext({ locale: 'zh-CN' });
    const zhPage = await watchedPage(chinese, errors);
    await zhPage.goto(`${server.url}/console/`);
    await zhPage.getByRole('heading', { name: '登录新闻编辑后台' }).waitFor();
    expect(await zhPage.getAttribute('html', 'lang')).toBe('zh-Hans');
    await chinese.close();

    const context = await desk(browser);
    const page = await watchedPage(context, errors);
    await page.goto(`${server.url}/console/`);
    await page.locator('input[name="username"]').waitFor();
    await shot(page, 'sign-in');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await firstSignIn(page, server.url, 'chief', oneTimePassword, ADMIN_PASSWORD);

    await page.click('nav >> text=Staff');
    await page.fill('.add-staff input[name="username"]', 'en.editor');
    await page.selectOption('.add-staff select[name="role"]', 'editor');
    await page.check('.add-staff input[name="site-en"]');
    await page.click('.add-staff button[type="submit"]');
    editorOneTime = (await page.getByTestId('one-time-password').textContent()) ?? '';
    expect(editorOneTime).toMatch(/^[\w]{5}(-[\w]{5}){3}$/);
    await page.getByTestId('staff-en.editor').waitFor();
    await shot(page, 'staff');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.click('text=Sign out');
    await page.locator('input[name="username"]').waitFor();
    await context.close();
  });

  it('has the editor write a news item with a bold paragraph, a link and a picture, and schedule it', async () => {
    const context = await desk(browser);
    const page = await watchedPage(context, errors);
    await firstSignIn(page, server.url, 'en.editor', editorOneTime, EDITOR_PASSWORD);
    await page.locator('.items-table').waitFor();
    await shot(page, 'items');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // An editor of en is offered only the en site.
    expect(await page.locator('.new-item select[name="site"] option').allTextContents()).toEqual([
      'English site',
    ]);
    await page.selectOption('.new-item select[name="type"]', 'TUWEN');
    await page.click('text=New item');
    await page.fill('input[name="title"]', NEWS_TITLE);
    await page.fill('textarea[name="summary"]', 'Fresh fish, spices and lanterns by the water.');
    await page.fill('input[name="author"]', 'Mei Lin');

    const body = page.locator('.rich-text');
    await body.click();
    await page.click('.toolbar >> text=Bold');
    await page.keyboard.type('Stalls open at dawn on the riverside.');
    await page.click('.toolbar >> text=Bold');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the market guide');
    for (let i = 0; i < 'market guide'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.click('.toolbar button:text-is("Link")');
    await page.fill('input[name="linkHref"]', 'https://example.com/market-guide');
    await page.click('text=Apply');
    await body.click();
    await page.keyboard.press('Control+End');
    const picture = join(dir, 'lantern.png');
    writeFileSync(picture, pngImage({ width: 40, height: 30 }));
    await page.setInputFiles('input[name="bodyImage"]', picture);
    // A picture goes in described: the editor is asked for its alt text first.
    await page.fill('input[name="describeAlt"]', 'A paper lantern glowing over the stalls');
    await page.click('button >> text=Insert the picture');
    await body.locator('img[src^="/media/pictures/"]').waitFor();

    await page.click('.workflow-actions >> text=Save');
    await notice(page, 'Saved.');
    await expect.poll(() => page.url()).toMatch(/\/console\/items\/\d+$/);
    newsId = page.url().split('/').pop() ?? '';

    await page.fill('input[name="scheduleAt"]', localInput(new Date(Date.now() + 30 * 60_000)));
    await page.click('.workflow-actions >> text=Schedule');
    await notice(page, 'Scheduled: it publishes itself at its time.');
    expect(await page.locator('.workflow-state .badge').textContent()).toBe('Scheduled');
    await page.locator('.preview-panel iframe').waitFor();
    await shot(page, 'news-editor');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // On a tablet held upright the editor and the list fit the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 820, height: 1180 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      820,
    );
    await page.click('nav >> text=Items');
    await page.locator('.items-table tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      820,
    );

    const early = await siteApi<unknown>(server.url, 'en', '/cms/content/commonDetail', {
      id: newsId,
    }).catch((error: unknown) => String(error));
    expect(JSON.stringify(early)).not.toContain(NEWS_TITLE);
    await context.close();
  });

  it('publishes the scheduled item when the clock reaches its time: it is in the reader app’s feed and search', async () => {
    const moved = await fetch(`${server.url}/console/api/testing/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 45 * 60_000 }),
    });
    expect(((await moved.json()) as { data: { published: string[] } }).data.published).toEqual([
      newsId,
    ]);

    const context = await phoneContext(browser, 'en-GB', { firstStart: false });
    const page = await watchedPage(context, errors);
    await page.goto(`${server.url}/?lang=en`);
    await closeOverlays(page);
    await page
      .locator('[data-testid="feed"]', { hasText: NEWS_TITLE })
      .waitFor({ timeout: 30_000 });

    await page.goto(`${server.url}/#/pages/public/search?lang=en`);
    await page.fill('input[type="search"]', 'riverside market');
    await page.press('input[type="search"]', 'Enter');
    await page
      .locator('[data-testid="results"]', { hasText: NEWS_TITLE })
      .waitFor({ timeout: 30_000 });

    await page.goto(`${server.url}/#/pages/news-detail/news-detail?id=${newsId}&lang=en`);
    const article = page.locator('.detail-body');
    await article
      .locator('p strong', { hasText: 'Stalls open at dawn on the riverside.' })
      .waitFor();
    // The bold sentence is a paragraph of its own; the link is in the next one.
    expect(await article.locator('p').first().textContent()).toBe(
      'Stalls open at dawn on the riverside.',
    );
    expect(await article.locator('a[href="https://example.com/market-guide"]').textContent()).toBe(
      'market guide',
    );
    expect(await article.locator('img[src^="/media/pictures/"]').count()).toBe(1);
    await context.close();
  });

  it(
    'uploads a short MP4 whose processing finishes, and the video plays in the reader app',
    { timeout: 180_000 },
    async () => {
      const clip = await makeTestVideo(dir, { seconds: 3, width: 320, height: 180 });
      const context = await desk(browser);
      const page = await watchedPage(context, errors);
      await page.goto(`${server.url}/console/`);
      await page.fill('input[name="username"]', 'en.editor');
      await page.fill('input[name="password"]', EDITOR_PASSWORD);
      await page.click('button[type="submit"]');
      await page.selectOption('.new-item select[name="type"]', 'SHIPING');
      await page.click('text=New item');
      await page.fill('input[name="title"]', VIDEO_TITLE);
      await page.setInputFiles('input[name="videoFile"]', clip);
      await page
        .locator('[data-testid="video-job"][data-state="done"]')
        .waitFor({ timeout: 120_000 });
      await page.getByTestId('video-preview').waitFor();
      await shot(page, 'video-editor');
      await page.click('.workflow-actions >> text=Publish now');
      await notice(page, 'Published: readers see it now.');
      await expect.poll(() => page.url()).toMatch(/\/console\/items\/\d+$/);
      videoId = page.url().split('/').pop() ?? '';
      await context.close();

      const phone = await phoneContext(browser, 'en-GB');
      const reader = await watchedPage(phone, errors);
      await reader.goto(`${server.url}/#/pages/video/video-detail1?id=${videoId}&lang=en`);
      await closeOverlays(reader);
      // The title is shown as the words typed, markup and all, and nothing of it ran.
      await reader.getByText(VIDEO_TITLE).first().waitFor();
      await reader.locator('.player-start').click();
      await expect
        .poll(
          () =>
            reader
              .locator('[data-testid="video"]')
              .evaluate((v: HTMLVideoElement) => v.currentTime),
          {
            timeout: 30_000,
          },
        )
        .toBeGreaterThan(0.5);
      expect(
        await reader.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      ).toBeUndefined();
      await phone.close();
    },
  );

  it('puts a picture story’s pictures in order by dragging them', async () => {
    const context = await desk(browser);
    const page = await watchedPage(context, errors);
    await page.goto(`${server.url}/console/items/new/en/TUSHUO`);
    await page.fill('input[name="username"]', 'en.editor');
    await page.fill('input[name="password"]', EDITOR_PASSWORD);
    await page.click('button[type="submit"]');
    await page.fill('input[name="title"]', 'Lanterns along the river');
    const files = ['first', 'second', 'third'].map((name, i) => {
      const file = join(dir, `${name}.png`);
      writeFileSync(file, pngImage({ width: 30 + i, height: 20 }));
      return file;
    });
    await page.setInputFiles('input[name="galleryImages"]', files);
    const rows = page.getByTestId('sortable-row');
    await expect.poll(() => rows.count()).toBe(3);
    for (const [i, caption] of ['Dusk', 'Night', 'Dawn'].entries())
      await page.fill(`textarea[name="caption-${String(i)}"]`, caption);

    // Drag the third picture by its handle above the first.
    const handle = rows.nth(2).locator('.drag-handle');
    const target = await rows.nth(0).boundingBox();
    const from = await handle.boundingBox();
    if (!target || !from) throw new Error('the rows are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1)
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + ((target.y + 4 - from.y) * step) / 12,
      );
    await page.mouse.up();
    await expect
      .poll(() =>
        page
          .locator('textarea[name^="caption-"]')
          .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value)),
      )
      .toEqual(['Dawn', 'Dusk', 'Night']);
    // The drag kit swallows the clicks of the moment after a drop (so a drop is not also a
    // click); the next click is the editor's own once a click reaches the page again.
    await expect.poll(() => clickReachesPage(page)).toBe(true);
    await page.click('.workflow-actions >> text=Publish now');
    // Nobody described the three pictures: publishing asks first, and goes on when told to.
    await page.getByRole('alertdialog', { name: 'Pictures without alt text' }).waitFor();
    await page.click('button >> text=Publish anyway');
    await notice(page, 'Published: readers see it now.');
    const id = page.url().split('/').pop() ?? '';
    const story = await siteApi<{ images: { caption: string }[] }>(
      server.url,
      'en',
      '/cms/content/commonDetail',
      { id },
    );
    expect(story.images.map((image) => image.caption)).toEqual(['Dawn', 'Dusk', 'Night']);
    await context.close();
  });

  it('edits the published item, then restores the earlier revision: readers see each at once', async () => {
    const context = await desk(browser);
    const page = await watchedPage(context, errors);
    await page.goto(`${server.url}/console/items/${newsId}`);
    await page.fill('input[name="username"]', 'en.editor');
    await page.fill('input[name="password"]', EDITOR_PASSWORD);
    await page.click('button[type="submit"]');
    await page.locator('input[name="title"]').waitFor();
    await page.fill('input[name="title"]', `${NEWS_TITLE}, now every weekend`);
    await page.click('.workflow-actions >> text=Save');
    await notice(page, 'Saved.');
    const edited = await siteApi<Detail>(server.url, 'en', '/cms/content/commonDetail', {
      id: newsId,
    });
    expect(edited.title).toBe(`${NEWS_TITLE}, now every weekend`);

    const revisions = page.getByTestId('revision');
    await expect.poll(() => revisions.count()).toBe(2);
    await revisions.nth(1).locator('text=Restore').click();
    await notice(page, 'Revision 1 is the item’s content again');
    expect(await page.inputValue('input[name="title"]')).toBe(NEWS_TITLE);
    const restored = await siteApi<Detail>(server.url, 'en', '/cms/content/commonDetail', {
      id: newsId,
    });
    expect(restored.title).toBe(NEWS_TITLE);
    expect(restored.content).toContain('<strong>Stalls open at dawn on the riverside.</strong>');
    await expect.poll(() => revisions.count()).toBe(3);
    await page.locator('.history-list li', { hasText: 'restored an earlier revision' }).waitFor();
    await shot(page, 'revisions');
    await context.close();
    expect(errors).toEqual([]);
  });

  // Two uploads of a 12-megapixel photo (cover, then body) and a phone's page: minutes on a busy
  // two-core machine, not the default minute.
  it(
    'takes a portrait phone photograph as cover and body picture: a phone gets it upright, small, in WebP and without its camera data',
    { timeout: 180_000 },
    async () => {
      const context = await desk(browser);
      const page = await watchedPage(context, errors);
      await page.goto(`${server.url}/console/items/new/en/TUWEN`);
      await page.fill('input[name="username"]', 'en.editor');
      await page.fill('input[name="password"]', EDITOR_PASSWORD);
      await page.click('button[type="submit"]');
      await page.fill('input[name="title"]', PHOTO_TITLE);
      await page.fill(
        'textarea[name="summary"]',
        'The first light over the terraces, from a reader’s phone.',
      );
      const photo = join(dir, 'IMG_2041.JPG');
      const original = await portraitPhonePhoto();
      writeFileSync(photo, original);
      expect(original.length).toBeGreaterThan(4 * 1024 * 1024);

      await page.setInputFiles('input[name="cover"]', photo);
      const thumb = page.locator('.image-field img.thumb');
      await thumb.waitFor({ timeout: 60_000 });
      // The console shows it the right way up: taller than wide once loaded.
      await expect
        .poll(() =>
          thumb.evaluate((img) => [
            (img as HTMLImageElement).naturalWidth,
            (img as HTMLImageElement).naturalHeight,
          ]),
        )
        .toSatisfy(([width = 0, height = 0]: number[]) => width > 0 && height > width);
      // The cover is described for readers who cannot see it, and its photographer credited.
      await page.fill('input[name="coverAlt"]', PHOTO_ALT);
      await page.fill('input[name="coverCredit"]', PHOTO_CREDIT);
      const body = page.locator('.rich-text');
      await body.click();
      await page.keyboard.type('Mist lifts from the tea terraces at first light.');
      // The same photo in the body: the editor is asked to describe it, prefilled from the library.
      await page.setInputFiles('input[name="bodyImage"]', photo);
      const describe = page.locator('input[name="describeAlt"]');
      await describe.waitFor({ timeout: 60_000 });
      await expect.poll(() => describe.inputValue()).toBe(PHOTO_ALT);
      await page.click('button >> text=Insert the picture');
      await body.locator('img[src*="/media/pictures/"]').waitFor({ timeout: 60_000 });
      expect(await body.locator('img[src*="/media/pictures/"]').getAttribute('alt')).toBe(
        PHOTO_ALT,
      );
      await page.click('.workflow-actions >> text=Publish now');
      // Every picture is described: publishing asks nothing.
      await notice(page, 'Published: readers see it now.');
      const id = page.url().split('/').pop() ?? '';
      photoId = id;
      await context.close();
      // Cover and body picture are one picture: the same bytes have one address.
      const story = await siteApi<{ img: string; content: string }>(
        server.url,
        'en',
        '/cms/content/commonDetail',
        { id },
      );
      const folder = /\/media\/pictures\/[0-9a-f]{32}\//.exec(story.content)?.[0] ?? 'none';
      expect(story.img).toContain(folder);

      // A phone of 412 CSS pixels at a device pixel ratio of 2.625, from empty storage.
      const phone = await browser.newContext({
        viewport: { width: 412, height: 915 },
        deviceScaleFactor: 2.625,
        isMobile: true,
        hasTouch: true,
        locale: 'en-GB',
      });
      const pictures = new Map<string, { bytes: Buffer; type: string }>();
      phone.on('response', (response) => {
        if (response.request().resourceType() !== 'image') return;
        void response
          .body()
          .then((bytes) => {
            pictures.set(response.url(), { bytes, type: response.headers()['content-type'] ?? '' });
          })
          .catch(() => undefined);
      });
      const reader = await watchedPage(phone, errors);
      await reader.goto(`${server.url}/#/pages/news-detail/news-detail?id=${id}&lang=en`);
      await closeOverlays(reader);
      const shown = reader.locator('.detail-body img, .detail-lead img').first();
      await shown.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          shown.evaluate(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        )
        .toBe(true);
      await expect
        .poll(() => [...pictures.keys()].filter((url) => url.includes(folder)).length)
        .toBeGreaterThan(0);

      // No picture on the page over 350 KB.
      for (const [url, { bytes }] of pictures)
        expect(bytes.length, url).toBeLessThanOrEqual(350 * 1024);
      const served = [...pictures].filter(([url]) => url.includes(folder));
      for (const [url, { bytes, type }] of served) {
        // Chromium is sent a modern format, upright and without what the camera wrote.
        expect(type, url).toMatch(/^image\/(webp|avif)$/);
        expect(await carriesCameraData(bytes), url).toBe(false);
        expect(await isUpright(bytes), url).toBe(true);
      }
      const shownUrl = await shown.evaluate((img) => (img as HTMLImageElement).currentSrc);
      expect(pictures.get(shownUrl)?.bytes.length ?? Infinity).toBeLessThanOrEqual(300 * 1024);
      // Described and credited where the reader sees it; axe finds no picture without alt text.
      // (The body shows the cover, so it is not repeated above the body.)
      expect(await shown.getAttribute('alt')).toBe(PHOTO_ALT);
      await expect
        .poll(() => reader.locator('.detail-body figcaption .credit').first().textContent())
        .toBe(PHOTO_CREDIT);
      expect(await seriousAxeViolations(reader)).toEqual([]);

      // Every file of the picture, fetched as anyone could, carries none of the camera's data.
      const address = `${server.url}${folder}`;
      for (const name of ['w320.jpg', 'w2560.webp', 'og.jpg']) {
        const file = Buffer.from(await (await fetch(`${address}${name}`)).arrayBuffer());
        expect(await carriesCameraData(file), name).toBe(false);
        if (name !== 'og.jpg') expect(await isUpright(file), name).toBe(true);
      }
      // The share card is cut from the upright picture at Open Graph's size.
      expect(await pictureSize(`${address}og.jpg`)).toEqual({ width: 1200, height: 630 });
      await phone.close();
      expect(errors).toEqual([]);
    },
  );
  it('reuses the photo from the library in a second item; its alt text, edited once in the library, changes in both', async () => {
    const context = await desk(browser);
    const page = await watchedPage(context, errors);
    await page.goto(`${server.url}/console/items/new/en/TUWEN`);
    await page.fill('input[name="username"]', 'en.editor');
    await page.fill('input[name="password"]', EDITOR_PASSWORD);
    await page.click('button[type="submit"]');
    await page.fill('input[name="title"]', 'The terraces’ first harvest');
    await page.fill('textarea[name="summary"]', 'Pickers start on the lower terraces this week.');
    await page.locator('.rich-text').click();
    await page.keyboard.type('The first leaves of the year are picked by hand before the rains.');
    await page.click('.image-field >> text=Choose from the library');
    await page.fill('.picture-picker input[name="pictureWords"]', 'Terraced tea');
    await page.press('.picture-picker input[name="pictureWords"]', 'Enter');
    await page.locator('.picture-picker .picture-choice', { hasText: PHOTO_ALT }).click();
    await page.locator('.image-field img.thumb').waitFor();
    // The library's words come with it: nothing to describe again.
    await expect.poll(() => page.locator('input[name="coverAlt"]').inputValue()).toBe(PHOTO_ALT);
    await page.click('.workflow-actions >> text=Publish now');
    await notice(page, 'Published: readers see it now.');
    const secondId = page.url().split('/').pop() ?? '';
    const first = await siteApi<{ content: string }>(
      server.url,
      'en',
      '/cms/content/commonDetail',
      {
        id: photoId,
      },
    );
    const second = await siteApi<{ img: string }>(server.url, 'en', '/cms/content/commonDetail', {
      id: secondId,
    });
    // One picture, no new upload: the same address in both items.
    const address = /\/media\/pictures\/[0-9a-f]{32}\/\d+x\d+-[0-9a-f]{6}\.jpg/.exec(
      first.content,
    )?.[0];
    expect(address).toBeDefined();
    expect(second.img).toContain(address ?? 'none');

    // The library: the picture says where it is used; its alt text is changed once.
    await page.goto(`${server.url}/console/pictures?site=en`);
    await page.locator('.picture-card', { hasText: PHOTO_ALT }).locator('.picture-pick').click();
    const panel = page.locator('.picture-panel');
    await expect.poll(() => panel.textContent()).toContain('The terraces’ first harvest');
    await panel.locator('[name="alt"]').fill(PHOTO_ALT_EDITED);
    await panel.locator('button[type="submit"]').click();
    await notice(page, 'Saved. Every use of the picture shows it from now on.');
    await context.close();

    // A reader, from empty storage, finds the new words on both items at once.
    const phone = await phoneContext(browser, 'en-GB');
    const reader = await watchedPage(phone, errors);
    await reader.goto(`${server.url}/#/pages/news-detail/news-detail?id=${secondId}&lang=en`);
    await closeOverlays(reader);
    await expect
      .poll(() => reader.locator('.detail-lead img').getAttribute('alt'))
      .toBe(PHOTO_ALT_EDITED);
    await reader.goto(`${server.url}/#/pages/news-detail/news-detail?id=${photoId}&lang=en`);
    await expect
      .poll(() => reader.locator('.detail-body img').first().getAttribute('alt'))
      .toBe(PHOTO_ALT_EDITED);
    await phone.close();
    expect(errors).toEqual([]);
  });
});
