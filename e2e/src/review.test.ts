import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchedPage } from './appServer.ts';
import { launchBrowser, phoneContext } from './browser.ts';
import { addStaffByCli, desk, firstSignIn, notice } from './consoleDesk.ts';
import { startServer, type RunningServer } from './startServer.ts';

const REPORTER_PASSWORD = 'a reporter’s own long passphrase';
const EDITOR_PASSWORD = 'the desk editor’s own passphrase';
const TITLE = 'Night ferry returns to the islands';
const NOTE = '@en.reporter Say when the first boat leaves and who runs it.';

describe('review in the console: a reporter writes, an editor reviews and publishes', () => {
  let server: RunningServer;
  let browser: Browser;
  let reporter: Page;
  let editor: Page;
  let itemId = '';
  const errors: string[] = [];

  /** The row of the item in the review queue's open tab, once it is there. */
  const queueRow = async (page: Page, tab: string) => {
    await page.getByTestId(`review-queue-${tab}`).click();
    const row = page.getByTestId(`review-item-${itemId}`);
    await row.waitFor({ timeout: 30_000 });
    return row;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const reporterOneTime = await addStaffByCli(server, 'en.reporter', 'reporter', ['en']);
    const editorOneTime = await addStaffByCli(server, 'en.desk', 'editor', ['en']);
    // Two desks, each a browser from nothing.
    reporter = await watchedPage(await desk(browser), errors);
    await firstSignIn(reporter, server.url, 'en.reporter', reporterOneTime, REPORTER_PASSWORD);
    editor = await watchedPage(await desk(browser), errors);
    await firstSignIn(editor, server.url, 'en.desk', editorOneTime, EDITOR_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('writes and submits as a reporter, who is offered no publishing', async () => {
    await reporter.locator('.items-table').waitFor();
    // No bulk publishing for a reporter; the server would refuse it anyway.
    expect(await reporter.locator('.bulk-bar').count()).toBe(0);
    await reporter.selectOption('.new-item select[name="type"]', 'TUWEN');
    await reporter.click('text=New item');
    await reporter.fill('input[name="title"]', TITLE);
    await reporter.fill('input[name="author"]', 'Ana Ruiz');
    await reporter.locator('.rich-text').click();
    await reporter.keyboard.type('The night ferry sails again from next week.');
    await reporter.click('.workflow-actions >> text=Save');
    await notice(reporter, 'Saved.');
    await expect.poll(() => reporter.url()).toMatch(/\/console\/items\/\d+$/);
    itemId = reporter.url().split('/').pop() ?? '';
    expect(await reporter.locator('.workflow-actions >> text=Publish now').count()).toBe(0);
    expect(await reporter.locator('.workflow-actions >> text=Schedule').count()).toBe(0);
    await reporter.click('.workflow-actions >> text=Submit for review');
    await notice(reporter, 'Submitted: an editor reviews it next.');
    expect(await reporter.locator('.workflow-state .badge').textContent()).toBe('In review');
  });

  it('shows the editor the item in the review queue, who sends it back with a note by key', async () => {
    await editor.goto(`${server.url}/console/`);
    // The navigation counts what waits in review.
    await expect
      .poll(async () => editor.getByTestId('review-count').textContent(), { timeout: 30_000 })
      .toBe('1');
    await editor.click('nav >> text=Review');
    const row = await queueRow(editor, 'inReview');
    await editor.fill('input[name="reviewNote"]', NOTE);
    // The keyboard as in the moderation queues: put the cursor on the row, then c.
    await row.locator('td').nth(2).click();
    await editor.keyboard.press('c');
    await notice(editor, 'Sent back to its writer with your note.');
    await row.waitFor({ state: 'detached' });
  });

  it('tells the reporter they are mentioned; they read the note, edit and submit again', async () => {
    await reporter.goto(`${server.url}/console/`);
    // The navigation counts the notes that name them; the Mentions screen shows the note.
    await expect
      .poll(async () => reporter.getByTestId('mentions-count').textContent(), { timeout: 30_000 })
      .toBe('1');
    await reporter.click('nav >> text=Mentions');
    const mention = reporter.getByTestId('mention');
    await mention.waitFor({ timeout: 30_000 });
    expect(await mention.locator('.note-body').textContent()).toBe(NOTE);
    await mention.locator(`a[href$="/items/${itemId}"]`).click();
    await expect.poll(() => reporter.url()).toMatch(new RegExp(`/console/items/${itemId}$`));
    await reporter.getByTestId('review-note').waitFor({ timeout: 30_000 });
    expect(await reporter.getByTestId('review-note').textContent()).toBe(
      `The editor asks: ${NOTE}`,
    );
    expect(await reporter.locator('.workflow-state .badge').textContent()).toBe(
      'Changes requested',
    );
    await reporter.locator('.rich-text').click();
    await reporter.keyboard.press('Control+End');
    await reporter.keyboard.type(' The first boat leaves at 22:00, run by Island Lines.');
    await reporter.click('.workflow-actions >> text=Submit for review');
    await notice(reporter, 'Submitted: an editor reviews it next.');
    expect(await reporter.locator('.workflow-state .badge').textContent()).toBe('In review');
    expect(await reporter.getByTestId('review-note').count()).toBe(0);
  });

  it('lets the editor approve and then publish, and a reader sees the item', async () => {
    await editor.reload();
    const row = await queueRow(editor, 'inReview');
    await row.locator('td').nth(2).click();
    await editor.keyboard.press('a');
    await notice(editor, 'Approved: it can now be published or scheduled.');
    const approved = await queueRow(editor, 'approved');
    await approved.locator('td').nth(2).click();
    await editor.keyboard.press('p');
    await notice(editor, 'Published: readers see it now.');

    const reader = await (await phoneContext(browser, 'en-GB')).newPage();
    await reader.goto(`${server.url}/#/pages/news-detail/news-detail?id=${itemId}&lang=en`);
    await reader
      .locator('.detail-body', { hasText: 'The first boat leaves at 22:00' })
      .waitFor({ timeout: 30_000 });
    expect(await reader.locator('body').textContent()).toContain(TITLE);
    await reader.context().close();

    // Each act is in the item's history.
    await editor.goto(`${server.url}/console/items/${itemId}`);
    const history = editor.locator('.history-list');
    await history.locator('text=submitted for review').first().waitFor({ timeout: 30_000 });
    for (const act of ['requested changes', 'approved', 'published'])
      expect(await history.locator(`text=${act}`).count(), act).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
