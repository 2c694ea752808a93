import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '@news/server/testing/imageFixtures';
import { watchedPage } from './appServer.ts';
import { seriousAxeViolations } from './axeCheck.ts';
import { closeOverlays, lastToast, launchBrowser, phoneContext } from './browser.ts';
import { addStaffByCli, desk, firstSignIn, notice, shot } from './consoleDesk.ts';
import {
  READER_PASSWORD,
  registerReader,
  signInContext,
  signInOnPage,
  signUpReader,
  type Reader,
} from './readerAccount.ts';
import { siteApi } from './siteApi.ts';
import { startServer, type RunningServer } from './startServer.ts';

const ADMIN_PASSWORD = 'the head of the newsroom’s passphrase';
const MODERATOR_PASSWORD = 'a moderator’s own long passphrase';
const HELD_TEXT = 'Cheap CASINO chips at the ferry pier';
const REPORTED_TEXT = 'A comment three readers will report';
const START_TITLE = 'Harbour festival tonight';
const MEMORIAL_TITLE = 'Day of remembrance for the ferry disaster';
const HOT_WORD = 'harbour festival';
const CHANNEL_TITLE = 'Harbour and coast';
const PRIVACY_TEXT = 'We keep what you read on this phone and nowhere else.';

interface Article {
  id: string;
  title: string;
  commentEnabled: boolean;
}

/** The comments a reader sees under the article, signed out, in a browser from nothing. */
async function commentsReadersSee(browser: Browser, url: string, id: string): Promise<string[]> {
  const context = await phoneContext(browser, 'en-GB');
  const page = await context.newPage();
  await page.goto(`${url}/#/pages/news-detail/news-detail?id=${id}&lang=en`);
  await page.getByTestId('comments').waitFor({ timeout: 30_000 });
  await page
    .locator('[data-testid="comment"], .comments-empty')
    .first()
    .waitFor({ timeout: 30_000 });
  const texts = await page.locator('[data-testid="comment"] .comment-text').allTextContents();
  await context.close();
  return texts;
}

describe('moderation in the console, from empty browsers to the reader app', () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;
  let article: Article;
  let moderatorOneTime = '';
  let adminOneTime = '';
  let pierWatcher: Reader;
  const errors: string[] = [];

  /** The moderator's console, signed in. */
  async function moderatorDesk(): Promise<Page> {
    const page = await watchedPage(await desk(browser), errors);
    await page.goto(`${server.url}/console/moderation`);
    await page.fill('input[name="username"]', 'en.moderator');
    await page.fill('input[name="password"]', MODERATOR_PASSWORD);
    await page.click('button[type="submit"]');
    await page.getByTestId('signed-in-as').waitFor();
    return page;
  }

  /** The admin's site settings for the English site, signed in (after the first sign-in). */
  async function adminSiteSettings(): Promise<Page> {
    const page = await watchedPage(await desk(browser), errors);
    await page.goto(`${server.url}/console/site-settings`);
    await page.fill('input[name="username"]', 'chief');
    await page.fill('input[name="password"]', ADMIN_PASSWORD);
    await page.click('button[type="submit"]');
    await page.selectOption('.site-settings-page .filters select', 'en');
    return page;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-moderation-e2e-'));
    server = await startServer();
    browser = await launchBrowser();
    adminOneTime = await addStaffByCli(server, 'chief', 'admin');
    moderatorOneTime = await addStaffByCli(server, 'en.moderator', 'moderator', ['en']);
    const list = await siteApi<{ rows: Article[] }>(server.url, 'en', '/cms/content/commonList', {
      publishType: 'TUWEN',
      pageSize: '20',
    });
    const open = list.rows.find((r) => r.commentEnabled);
    if (!open) throw new Error('no article open for comments');
    article = open;
  }, 180_000);
  afterAll(async () => {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds a comment with a banned word until the moderator approves it with a key', async () => {
    const page = await watchedPage(await desk(browser), errors);
    await firstSignIn(page, server.url, 'en.moderator', moderatorOneTime, MODERATOR_PASSWORD);
    // A moderator starts at the dashboard; site settings are not offered.
    await page.getByTestId('queue-sizes').waitFor();
    expect(await page.locator('nav a', { hasText: 'Site settings' }).count()).toBe(0);
    await page.click('nav >> text=Moderation');
    await page.getByTestId('queue-settings').click();
    await page.fill('textarea[name="bannedWords"]', 'casino\nlottery');
    await page.click('[data-testid="moderation-settings"] button[type="submit"]');
    await notice(page, 'Saved. Readers get it at once.');
    await shot(page, 'queue-settings');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The reader writes it, and is told it waits.
    pierWatcher = await signUpReader(server, 'en', 'pier_watcher');
    const phone = await phoneContext(browser, 'en-GB');
    await signInContext(phone, pierWatcher);
    const app = await watchedPage(phone, errors);
    await app.goto(`${server.url}/#/pages/news-detail/news-detail?id=${article.id}&lang=en`);
    await app.locator('.composer textarea').fill(HELD_TEXT);
    await app.locator('.composer button[type="submit"]').click();
    await expect
      .poll(() => app.getByTestId('comment-held').textContent())
      .toBe('Your comment was sent. It will appear once a moderator has reviewed it.');
    expect(await app.locator('[data-testid="comment"]', { hasText: HELD_TEXT }).count()).toBe(0);
    await phone.close();
    expect(await commentsReadersSee(browser, server.url, article.id)).not.toContain(HELD_TEXT);

    // The moderator finds it held, for its banned word, and approves it with `a`.
    await page.getByTestId('queue-comments').click();
    await page.getByTestId('comments-held').click();
    const row = page.locator('[data-testid="comment-row"]', { hasText: HELD_TEXT });
    await row.waitFor();
    expect(await row.textContent()).toContain('Banned words: casino');
    expect(await page.getByTestId('comments-held').textContent()).toMatch(/1$/);
    await shot(page, 'queue-comments');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.click();
    await page.keyboard.press('a');
    await notice(page, 'Done for 1 entry.');
    await expect
      .poll(() => page.locator('[data-testid="comment-row"]', { hasText: HELD_TEXT }).count())
      .toBe(0);
    expect(await commentsReadersSee(browser, server.url, article.id)).toContain(HELD_TEXT);
    await page.context().close();
  });

  it('shows a comment three readers reported with its count, and hides it from the reader app', async () => {
    const author = await signUpReader(server, 'en', 'lantern_maker');
    const saved = await author.call('/people/comment/save.do', {
      contentId: article.id,
      content: REPORTED_TEXT,
    });
    const commentId = (saved.data as { id: string }).id;
    const reporters: Reader[] = [];
    for (const name of ['reporter_one', 'reporter_two', 'reporter_three'])
      reporters.push(await signUpReader(server, 'en', name));
    for (const [i, reporter] of reporters.entries()) {
      const report = await reporter.call('/accusation/commit', {
        targetType: 'comment',
        targetId: commentId,
        reason: i === 0 ? 'unfriendly' : 'spamAd',
      });
      expect(report.code, report.msg).toBe(1);
    }
    expect(await commentsReadersSee(browser, server.url, article.id)).toContain(REPORTED_TEXT);

    const page = await moderatorDesk();
    await page.getByTestId('queue-reports').click();
    const row = page.locator('[data-testid="report-row"]', { hasText: REPORTED_TEXT });
    await row.waitFor();
    expect(await row.getByTestId('report-count').textContent()).toBe('3');
    expect(await row.textContent()).toContain('Spam or advertising: 2');
    await shot(page, 'queue-reports');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.locator('button', { hasText: 'Hide' }).click();
    await notice(page, 'Done for 1 entry.');
    expect(await commentsReadersSee(browser, server.url, article.id)).not.toContain(REPORTED_TEXT);
    await page.context().close();
  });

  it('stops a reader commenting for a chosen time from the console; the reader app says why', async () => {
    const page = await moderatorDesk();
    await page.click('nav >> text=Readers');
    await page.fill('input[name="q"]', 'pier_watcher');
    await page.locator('[data-testid="reader-row"] a', { hasText: 'pier_watcher' }).click();
    await page.getByTestId('reader').waitFor();
    await page.click('button:text-is("Stop commenting")');
    const form = page.getByTestId('suspend-commenting');
    await form.locator('select').selectOption('72');
    await form.locator('input[name="reason"]').fill('Insults in three threads');
    await form.locator('button[type="submit"]').click();
    await notice(page, 'The reader may not comment until the time chosen.');
    expect(await page.getByTestId('reader').textContent()).toContain('Insults in three threads');
    await shot(page, 'reader');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();

    const phone = await phoneContext(browser, 'en-GB');
    await signInContext(phone, pierWatcher);
    const app = await watchedPage(phone, errors);
    await app.goto(`${server.url}/#/pages/news-detail/news-detail?id=${article.id}&lang=en`);
    await app.locator('.composer textarea').fill('Let me speak');
    await app.locator('.composer button[type="submit"]').click();
    await expect
      .poll(() => lastToast(app))
      .toMatch(
        /^You cannot comment until .*\d{2}:\d{2} \(Beijing time\): Insults in three threads$/,
      );
    expect(await app.locator('.composer textarea').inputValue()).toBe('Let me speak');
    await phone.close();
  });

  it('approves a registration in the console, after which the reader can sign in', async () => {
    const registered = await registerReader(server, 'en', 'new_in_town');
    const phone = await phoneContext(browser, 'en-GB');
    const app = await watchedPage(phone, errors);
    const labels = { username: 'Username', password: 'Password' };
    await signInOnPage(app, server.url, 'en', 'new_in_town', READER_PASSWORD, labels);
    await expect
      .poll(() => lastToast(app))
      .toBe('Your registration is awaiting review. You can sign in once it is approved.');

    const page = await moderatorDesk();
    await page.getByTestId('queue-registrations').click();
    const row = page.getByTestId('registration-new_in_town');
    await row.waitFor();
    await shot(page, 'queue-registrations');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.locator('button', { hasText: 'Approve' }).click();
    await notice(page, 'Done for 1 entry.');

    // The reader app signs them in now, onto their own page.
    await signInOnPage(app, server.url, 'en', 'new_in_town', READER_PASSWORD, labels);
    await expect.poll(() => app.url()).toContain('#/pages/index/user');
    await expect.poll(() => app.getByTestId('me-name').textContent()).toBe('new_in_town');
    expect((await registered.signIn()).token).not.toBe('');
    await phone.close();

    // The other queues, for the README.
    for (const queue of ['feedback', 'deactivations'] as const) {
      await page.getByTestId(`queue-${queue}`).click();
      await page.getByTestId(`${queue}-queue`).waitFor();
      await shot(page, `queue-${queue}`);
    }
    await page.context().close();
  });

  it('refuses site settings to a moderator: 403 from the server, nothing in the console', async () => {
    const page = await moderatorDesk();
    // The server refuses the moderator's own session, whatever the console shows.
    const cookies = await page.context().cookies();
    const status = (
      await fetch(`${server.url}/console/api/sites/en/settings`, {
        headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).status;
    expect(status).toBe(403);
    await page.goto(`${server.url}/console/site-settings`);
    await page.getByText('There is nothing here.').waitFor();
    expect(await page.locator('[data-testid="settings-start-image"]').count()).toBe(0);
    await page.context().close();
  });

  it('sets a new start image that the reader app shows at its next cold start', async () => {
    const page = await watchedPage(await desk(browser), errors);
    await firstSignIn(page, server.url, 'chief', adminOneTime, ADMIN_PASSWORD);
    await page.click('nav >> text=Site settings');
    await page.selectOption('.site-settings-page .filters select', 'en');
    const section = page.locator('[data-site="en"] [data-testid="settings-start-image"]');
    await section.waitFor();
    const picture = join(dir, 'festival.png');
    writeFileSync(picture, pngImage({ width: 90, height: 160 }));
    if (!(await section.locator('input[type="checkbox"]').isChecked()))
      await section.locator('input[type="checkbox"]').check();
    await section.locator('input[name="start-img"]').setInputFiles(picture);
    await section.locator('img.thumb').waitFor();
    await section.locator('input[name="start-title"]').fill(START_TITLE);
    await section.locator('input[name="start-seconds"]').fill('4');
    await section.locator('button[type="submit"]').click();
    await notice(page, 'Saved. Readers get it at once.');
    await shot(page, 'site-settings');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const phone = await phoneContext(browser, 'en-GB');
    const app = await watchedPage(phone, errors);
    await app.goto(`${server.url}/?lang=en`);
    await app.getByTestId('start-image').waitFor({ timeout: 30_000 });
    await app.locator(`[data-testid="start-image"] img[alt="${START_TITLE}"]`).waitFor();
    await closeOverlays(app);
    await phone.close();
    await page.context().close();
  });

  it('sets a memorial day and hot words that readers get at once', async () => {
    const page = await adminSiteSettings();

    // A day of mourning from now to this time tomorrow, as the form proposes it.
    const memorial = page.locator('[data-site="en"] [data-testid="settings-memorial-days"]');
    await memorial.waitFor();
    await memorial.getByRole('button', { name: 'Add a memorial day' }).click();
    await memorial.getByLabel('Name').last().fill(MEMORIAL_TITLE);
    await memorial.locator('button[type="submit"]').click();
    await memorial.getByText('Saved. Readers get it at once.').waitFor();

    const hotWords = page.locator('[data-site="en"] [data-testid="settings-hot-words"]');
    await hotWords.locator('textarea[name="hotWords"]').fill(`${HOT_WORD}\nferry timetable`);
    await hotWords.locator('button[type="submit"]').click();
    await hotWords.getByText('Saved. Readers get it at once.').waitFor();
    await page.context().close();

    // A reader who has never opened the app: the page is grey, and search suggests the words.
    const phone = await phoneContext(browser, 'en-GB', { firstStart: true });
    const app = await watchedPage(phone, errors);
    await app.goto(`${server.url}/#/pages/public/search?lang=en`);
    await app.getByRole('button', { name: 'Agree and continue' }).click();
    await expect
      .poll(() => app.locator('[data-testid="hot-words"] li').allTextContents())
      .toEqual([HOT_WORD, 'ferry timetable']);
    await expect.poll(() => app.locator('.app').getAttribute('class')).toContain('gray');
    expect(await app.locator('.app').evaluate((el) => getComputedStyle(el).filter)).toBe(
      'grayscale(1)',
    );
    await phone.close();
  });

  it('turns comments off and publishes a new privacy policy, which readers get at once', async () => {
    const page = await adminSiteSettings();

    const switches = page.locator('[data-site="en"] [data-testid="settings-switches"]');
    await switches.getByLabel('Readers may comment').uncheck();
    await switches.locator('button[type="submit"]').click();
    await switches.getByText('Saved. Readers get it at once.').waitFor();

    const agreements = page.locator('[data-site="en"] [data-testid="settings-agreements"]');
    await agreements.getByRole('button', { name: 'Privacy policy' }).click();
    const text = agreements.getByRole('textbox', { name: 'Privacy policy' });
    await expect.poll(() => text.inputValue()).not.toBe('');
    await text.fill(PRIVACY_TEXT);
    await agreements.getByRole('button', { name: 'Publish as a new version' }).click();
    await agreements.getByText(/^Version \d+ is in force\.$/).waitFor();
    await page.context().close();

    // A reader who has never opened the app reads the new policy, and finds comments off.
    const phone = await phoneContext(browser, 'en-GB', { firstStart: true });
    const app = await watchedPage(phone, errors);
    await app.goto(`${server.url}/#/pages/login/protocol?type=privacy&lang=en`);
    await app.getByText(PRIVACY_TEXT).waitFor();
    await app.goto(`${server.url}/#/pages/news-detail/news-detail?id=${article.id}&lang=en`);
    await app.getByTestId('comments-off').waitFor();
    expect(await app.locator('[data-testid="comment"]').count()).toBe(0);
    await phone.close();
  });

  it('renames a channel and moves it up, and the reader app’s tabs follow at once', async () => {
    /** The channel tabs on the reader app's home, in a browser from nothing. */
    const readerTabs = async (): Promise<string[]> => {
      const phone = await phoneContext(browser, 'en-GB');
      const app = await watchedPage(phone, errors);
      await app.goto(`${server.url}/?lang=en`);
      await closeOverlays(app);
      await expect.poll(() => app.locator('.channel-tabs button').count()).toBeGreaterThan(3);
      const tabs = await app.locator('.channel-tabs button').allTextContents();
      await phone.close();
      return tabs.map((tab) => tab.trim());
    };
    const before = await readerTabs();
    const [, second = '', third = ''] = before;

    const page = await adminSiteSettings();
    const channels = page.locator('[data-site="en"] [data-testid="settings-channels"]');
    const rows = channels.locator('[data-testid="channel-row"]');
    await rows.first().waitFor();
    const names = await channels
      .locator('input[aria-label="Name"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    // The reader's third tab, moved up row by row to just above the second.
    const from = names.indexOf(third);
    const to = names.indexOf(second);
    expect(to, `"${second}", then "${third}" among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(from).toBeGreaterThan(to);
    for (let at = from; at > to; at -= 1)
      await rows.nth(at).getByRole('button', { name: 'Move up' }).click();
    await rows.nth(to).getByLabel('Name', { exact: true }).fill(CHANNEL_TITLE);
    await channels.locator('button[type="submit"]').click();
    await channels.getByText('Saved. Readers get it at once.').waitFor();
    await page.context().close();

    const after = await readerTabs();
    expect(after).not.toContain(third);
    expect(after.indexOf(CHANNEL_TITLE)).toBeGreaterThan(-1);
    expect(after.indexOf(CHANNEL_TITLE)).toBeLessThan(after.indexOf(second));
    expect(after).toHaveLength(before.length);
  });

  it('records each action in the audit log with its before and after', async () => {
    const page = await watchedPage(await desk(browser), errors);
    await page.goto(`${server.url}/console/audit`);
    await page.fill('input[name="username"]', 'chief');
    await page.fill('input[name="password"]', ADMIN_PASSWORD);
    await page.click('button[type="submit"]');
    await page.getByTestId('audit-row').first().waitFor();
    await shot(page, 'audit');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const entry = async (action: string): Promise<string> => {
      await page.fill('input[name="action"]', action);
      const row = page.locator(`[data-testid="audit-row"][data-action="${action}"]`).first();
      await row.waitFor();
      return (await row.textContent()) ?? '';
    };
    const approved = await entry('comment.approve');
    expect(approved).toContain('en.moderator');
    expect(approved).toContain('"status": "pending"');
    expect(approved).toContain('"status": "visible"');
    const hidden = await entry('comment.hide');
    expect(hidden).toContain('"status": "visible"');
    expect(hidden).toContain('"status": "hidden"');
    const registration = await entry('registration.approve');
    expect(registration).toContain('"status": "pending"');
    expect(registration).toContain('"status": "active"');
    const startImage = await entry('site.startImage');
    expect(startImage).toContain('chief');
    expect(startImage).toContain(START_TITLE);
    expect(await entry('moderation.settings')).toContain('casino');
    expect(await entry('site.memorialDays')).toContain(MEMORIAL_TITLE);
    expect(await entry('site.hotWords')).toContain(HOT_WORD);
    expect(await entry('site.switches')).toContain('"commentEnabled": false');
    expect(await entry('site.agreement')).toContain(PRIVACY_TEXT);
    expect(await entry('site.channels')).toContain(CHANNEL_TITLE);

    await page.click('nav >> text=Dashboard');
    await page.locator('.chart canvas').first().waitFor();
    await shot(page, 'dashboard');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
