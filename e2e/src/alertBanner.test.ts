import { describe, expect, it } from 'vitest';
import type { ContentPage } from '@news/contract/contentSchemas';
import { cmsContentCommonList } from '@news/contract/endpoints/common/cmsContentCommonList';
import { useAppServer, watchedPage } from './appServer.ts';
import { closeOverlays, phoneContext } from './browser.ts';
import { addStaffByCli, desk, firstSignIn, notice } from './consoleDesk.ts';
import { siteApi } from './siteApi.ts';

const EDITOR_PASSWORD = 'alerts-editor-Passw0rd!';
const PROMPT = 'Get breaking news alerts?';

/** The newest English articles: what the editor alerts about and the reader reads. */
async function articles(url: string): Promise<{ id: string; title: string }[]> {
  const list = await siteApi<ContentPage>(url, 'en', cmsContentCommonList.path, {
    publishType: 'TUWEN',
    pageSize: '6',
  });
  if (list.rows.length < 4) throw new Error('too few demo articles');
  return list.rows.map((r) => ({ id: r.id, title: r.title }));
}

describe('alerts in the app', () => {
  const app = useAppServer();

  it('shows an alert an editor sends from the console as a banner within seconds to a reader with the app open (no push), and its tap opens the item', async () => {
    const base = app.server.url;
    const [item] = await articles(base);
    if (!item) throw new Error('no article');

    // The reader has the app open at home; push was never turned on.
    const phone = await phoneContext(app.browser, 'en-GB');
    const errors: string[] = [];
    const reader = await watchedPage(phone, errors);
    const streaming = reader.waitForRequest((r) => r.url().includes('/alerts/stream'));
    await reader.goto(`${base}/#/?lang=en`);
    await closeOverlays(reader);
    await streaming;

    // The editor picks the published item, keeps the prefilled words and sends to breaking news.
    const oneTime = await addStaffByCli(app.server, 'alerts.editor', 'editor', ['en']);
    const office = await desk(app.browser);
    const console_ = await office.newPage();
    await firstSignIn(console_, base, 'alerts.editor', oneTime, EDITOR_PASSWORD);
    await console_.getByRole('link', { name: 'Alerts' }).click();
    await console_.getByTestId('alert-budget').waitFor();
    await console_.getByLabel('Find a published item').fill(item.title);
    await console_.getByRole('button', { name: 'Search' }).click();
    await console_
      .locator('.picker-results li', { hasText: item.title })
      .first()
      .getByRole('button', { name: 'Choose' })
      .click();
    await console_.getByTestId('alert-item').waitFor();
    const title = await console_.getByLabel('Title').inputValue();
    await console_.getByRole('button', { name: 'Preview' }).click();
    await console_.getByTestId('alert-preview').waitFor();
    await console_.getByRole('button', { name: 'Send alert' }).click();
    await console_.getByRole('button', { name: 'Send now' }).click();
    await notice(console_, 'Alert sent to');
    const sentAt = Date.now();

    // Within seconds, the reader's app shows it at the top.
    const banner = reader.getByTestId('alert-banner');
    await banner.waitFor({ timeout: 10_000 });
    expect(Date.now() - sentAt).toBeLessThan(10_000);
    expect(await banner.locator('strong').textContent()).toBe(title);
    // A tap opens the item.
    await banner.getByRole('link').click();
    await expect.poll(() => reader.getByTestId('detail-title').textContent()).toBe(item.title);
    expect(errors).toEqual([]);
    await office.close();
    await phone.close();
  });

  it('never asks a reader arriving from a shared link on a first visit; asks on a later visit after three items read', async () => {
    const base = app.server.url;
    const items = await articles(base);
    const phone = await phoneContext(app.browser, 'en-GB');
    const errors: string[] = [];

    // First visit, from a shared link, reading on through four items.
    const shared = await watchedPage(phone, errors);
    await shared.goto(`${base}/s/en/${items[0]?.id ?? ''}`);
    await shared.getByTestId('detail-title').waitFor();
    for (const item of items.slice(1, 4)) {
      await shared.goto(`${base}/#/pages/news-detail/news-detail?id=${item.id}&lang=en`);
      await expect.poll(() => shared.getByTestId('detail-title').textContent()).toBe(item.title);
    }
    await shared.waitForTimeout(1_500);
    expect(await shared.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    await shared.close();

    // A later visit (a new tab), from home, three items read: now it is asked, saying what it sends.
    const later = await watchedPage(phone, errors);
    await later.goto(`${base}/#/?lang=en`);
    await closeOverlays(later);
    for (const item of items.slice(0, 3)) {
      await later.goto(`${base}/#/pages/news-detail/news-detail?id=${item.id}&lang=en`);
      await expect.poll(() => later.getByTestId('detail-title').textContent()).toBe(item.title);
    }
    const prompt = later.getByRole('dialog', { name: PROMPT });
    await prompt.waitFor({ timeout: 10_000 });
    expect(await prompt.textContent()).toContain('breaking news');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    expect(await later.getByRole('dialog', { name: PROMPT }).count()).toBe(0);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
