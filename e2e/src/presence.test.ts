import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchedPage } from './appServer.ts';
import { launchBrowser } from './browser.ts';
import { addStaffByCli, desk, firstSignIn, notice } from './consoleDesk.ts';
import { startServer, type RunningServer } from './startServer.ts';

const ANNA_PASSWORD = 'anna’s own long desk passphrase';
const BORIS_PASSWORD = 'boris’s own long desk passphrase';
const TITLE = 'Harbour crane collapses overnight';
const ANNA_UNSAVED = ' — nobody was hurt, says the port';
const BORIS_TYPED = ' (updated)';

describe('who is editing: two console browsers on one item', () => {
  let server: RunningServer;
  let browser: Browser;
  let anna: Page;
  let boris: Page;
  let itemId = '';
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const annaOneTime = await addStaffByCli(server, 'en.anna', 'editor', ['en']);
    const borisOneTime = await addStaffByCli(server, 'en.boris', 'editor', ['en']);
    const annaDesk = await desk(browser);
    // "Copy my text" is read back from the clipboard.
    await annaDesk.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    anna = await watchedPage(annaDesk, errors);
    await firstSignIn(anna, server.url, 'en.anna', annaOneTime, ANNA_PASSWORD);
    boris = await watchedPage(await desk(browser), errors);
    await firstSignIn(boris, server.url, 'en.boris', borisOneTime, BORIS_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('shows the second editor the first, who holds the item; the first sees the second', async () => {
    await anna.locator('.items-table').waitFor();
    await anna.selectOption('.new-item select[name="type"]', 'TUWEN');
    await anna.click('text=New item');
    await anna.fill('input[name="title"]', TITLE);
    await anna.locator('.rich-text').click();
    await anna.keyboard.type('A crane fell across the quay at 3 a.m.');
    await anna.click('.workflow-actions >> text=Save');
    await notice(anna, 'Saved.');
    await expect.poll(() => anna.url()).toMatch(/\/console\/items\/\d+$/);
    itemId = anna.url().split('/').pop() ?? '';
    // Anna goes on typing: this text is not saved.
    await anna.locator('input[name="title"]').press('End');
    await anna.keyboard.type(ANNA_UNSAVED);

    await boris.goto(`${server.url}/console/items/${itemId}`);
    const holder = boris.getByTestId('presence-holder');
    await holder.waitFor({ timeout: 10_000 });
    expect(await holder.textContent()).toBe(
      'en.anna is editing this item. The form is read-only here until you take over.',
    );
    expect(await boris.getByTestId('presence').textContent()).toContain(
      'Also in this item: en.anna',
    );
    expect(await boris.locator('form.item-form').getAttribute('inert')).not.toBeNull();
    // The first hears of the second through the stream, without reloading.
    await anna
      .getByTestId('presence')
      .filter({ hasText: 'Also in this item: en.boris' })
      .waitFor({ timeout: 10_000 });
    expect(await anna.locator('form.item-form').getAttribute('inert')).toBeNull();
  });

  it('tells the first of a takeover within 2 s; neither loses what they typed', async () => {
    await boris.fill('.presence-word input', 'Breaking: I have the port’s statement');
    await boris.getByRole('button', { name: 'Take over' }).click();
    const asked = Date.now();
    const lost = anna.getByTestId('presence-lost');
    await lost.waitFor({ timeout: 2_000 });
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect(await lost.textContent()).toBe(
      'en.boris took over: “Breaking: I have the port’s statement”',
    );
    // Anna's form is read-only now, with her unsaved text still in it.
    expect(await anna.locator('form.item-form').getAttribute('inert')).not.toBeNull();
    expect(await anna.inputValue('input[name="title"]')).toBe(TITLE + ANNA_UNSAVED);

    // Boris edits and saves; Anna keeps her text, and can copy it.
    await boris.getByTestId('presence-holder').waitFor({ state: 'detached' });
    expect(await boris.locator('form.item-form').getAttribute('inert')).toBeNull();
    await boris.locator('input[name="title"]').press('End');
    await boris.keyboard.type(BORIS_TYPED);
    await boris.click('.workflow-actions >> text=Save');
    await notice(boris, 'Saved.');
    expect(await boris.inputValue('input[name="title"]')).toBe(TITLE + BORIS_TYPED);
    expect(await anna.inputValue('input[name="title"]')).toBe(TITLE + ANNA_UNSAVED);

    await anna.getByRole('button', { name: 'Copy my text' }).click();
    await notice(anna, 'Your text is on the clipboard.');
    const copied = await anna.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(TITLE + ANNA_UNSAVED);
    expect(copied).toContain('A crane fell across the quay at 3 a.m.');
  });

  it('lets the first take back the item, their text still in the form', async () => {
    await anna.getByRole('button', { name: 'Take back' }).click();
    await anna.getByTestId('presence-lost').waitFor({ state: 'detached' });
    expect(await anna.locator('form.item-form').getAttribute('inert')).toBeNull();
    expect(await anna.inputValue('input[name="title"]')).toBe(TITLE + ANNA_UNSAVED);
    // Now Boris is the one told, his saved text in his read-only form.
    const told = boris.getByTestId('presence-lost');
    await told.waitFor({ timeout: 2_000 });
    expect(await told.textContent()).toBe('en.anna took over editing.');
    expect(await boris.inputValue('input[name="title"]')).toBe(TITLE + BORIS_TYPED);
    expect(errors).toEqual([]);
  });
});
