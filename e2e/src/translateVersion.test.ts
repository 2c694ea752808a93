import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppServer, watchedPage } from './appServer.ts';
import { phoneContext } from './browser.ts';
import { addStaffByCli, desk, firstSignIn, notice } from './consoleDesk.ts';

const PASSWORD = 'a long passphrase kept for two sites';
const SOURCE_TITLE = '夜航渡轮下周恢复';
const SOURCE_BODY = '夜航渡轮下周一恢复航行。';
const CHANGED_BODY = '夜航渡轮下周五恢复航行。';
const KOREAN_TITLE = '야간 여객선 다음 주 운항 재개';
const KOREAN_BODY = '야간 여객선이 다음 주 월요일부터 다시 운항합니다.';

/** The `<link rel="alternate">` of a share page, as `hreflang → path`. */
async function alternates(url: string): Promise<Record<string, string>> {
  const html = await (await fetch(url)).text();
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
  return Object.fromEntries(
    links.map(([, lang = '', href = '']) => [lang, new URL(href).pathname]),
  );
}

describe('a story translated in the console, read in both languages (issue 28)', () => {
  const app = useAppServer();
  const errors: string[] = [];
  let editor: Page;
  let sourceId = '';
  let koreanId = '';

  beforeAll(async () => {
    const oneTime = await addStaffByCli(app.server, 'hana.editor', 'editor', ['zh-Hans', 'kr']);
    editor = await watchedPage(await desk(app.browser), errors);
    await firstSignIn(editor, app.server.url, 'hana.editor', oneTime, PASSWORD);
  }, 180_000);

  it('publishes a Chinese news item, translates it into Korean beside it and publishes that', async () => {
    await editor.locator('.items-table').waitFor();
    await editor.selectOption('.new-item select[name="site"]', 'zh-Hans');
    await editor.selectOption('.new-item select[name="type"]', 'TUWEN');
    await editor.click('text=New item');
    await editor.fill('input[name="title"]', SOURCE_TITLE);
    await editor.locator('.rich-text').click();
    await editor.keyboard.type(SOURCE_BODY);
    await editor.click('.workflow-actions >> text=Publish now');
    await notice(editor, 'Published: readers see it now.');
    await expect.poll(() => editor.url()).toMatch(/\/console\/items\/\d+$/);
    sourceId = editor.url().split('/').pop() ?? '';

    const versions = editor.getByTestId('versions-panel');
    await versions.getByText('No version on another site yet.').waitFor();
    await versions.getByLabel('Translate into…').selectOption({ label: 'Korean site' });
    await versions.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect
      .poll(() => editor.url())
      .toMatch(new RegExp(`/console/items/\\d+\\?source=${sourceId}$`));
    koreanId = new URL(editor.url()).pathname.split('/').pop() ?? '';
    expect(koreanId).not.toBe(sourceId);

    // The draft starts as the source's copy; the source is beside it, in its own language.
    const source = editor.getByTestId('source-column');
    await source.getByText(SOURCE_BODY).waitFor();
    expect(await source.getByTestId('source-title').textContent()).toBe(SOURCE_TITLE);
    expect(await source.locator('[lang="zh-Hans"]').count()).toBe(1);
    expect(await editor.locator('input[name="title"]').inputValue()).toBe(SOURCE_TITLE);
    expect(await editor.locator('input[name="title"]').getAttribute('lang')).toBe('ko');
    expect(await editor.locator('.rich-text').getAttribute('lang')).toBe('ko');

    await editor.fill('input[name="title"]', KOREAN_TITLE);
    await editor.locator('.rich-text').click();
    await editor.keyboard.press('Control+A');
    await editor.keyboard.type(KOREAN_BODY);
    await editor.click('.workflow-actions >> text=Publish now');
    await notice(editor, 'Published: readers see it now.');
    // The panel names the source beside it and the version as published, once it has loaded again.
    await editor.getByTestId('version-zh-Hans').getByRole('link', { name: SOURCE_TITLE }).waitFor();
    await editor.getByTestId('version-kr').getByText('Published', { exact: true }).waitFor();
  });

  it('takes a reader on the Chinese item to the Korean one on its site, keeping their language', async () => {
    const context = await phoneContext(app.browser, 'zh-CN');
    await context.addInitScript(() => {
      localStorage.setItem('localLanguage', '"zh-Hans"');
    });
    const reader = await watchedPage(context, errors);
    await reader.goto(
      `${app.server.url}/#/pages/news-detail/news-detail?id=${sourceId}&lang=zh-Hans`,
    );
    await reader.getByTestId('detail-title').filter({ hasText: SOURCE_TITLE }).waitFor();
    const korean = reader.getByTestId('also-in').getByRole('link', { name: '한국어' });
    expect(await korean.getAttribute('hreflang')).toBe('ko');
    expect(await korean.getAttribute('lang')).toBe('ko');
    await korean.tap();

    await reader
      .getByTestId('detail-title')
      .filter({ hasText: KOREAN_TITLE })
      .waitFor({ timeout: 30_000 });
    // The share page's address becomes the item's route once its script runs, a moment after
    // its HTML shows the story.
    await expect.poll(() => new URL(reader.url()).hash).toContain(`id=${koreanId}`);
    expect(new URL(reader.url()).hash).toContain('lang=kr');
    expect(await reader.locator('html').getAttribute('lang')).toBe('ko');
    expect(await reader.locator('.detail-body').textContent()).toContain(KOREAN_BODY);
    // The way back is on the Korean page too, named in Chinese.
    await reader.getByTestId('also-in').getByRole('link', { name: '简体中文' }).waitFor();
    // The route chose the site for this page; the reader's own choice is still Chinese.
    expect(await reader.evaluate(() => localStorage.getItem('localLanguage'))).toBe('"zh-Hans"');
    await context.close();
  });

  it('names each version in the other’s share page as an hreflang alternate', async () => {
    const expected = {
      'zh-Hans': `/s/zh-Hans/${sourceId}`,
      ko: `/s/kr/${koreanId}`,
      'x-default': `/s/zh-Hans/${sourceId}`,
    };
    expect(await alternates(`${app.server.url}/s/zh-Hans/${sourceId}`)).toEqual(expected);
    expect(await alternates(`${app.server.url}/s/kr/${koreanId}`)).toEqual(expected);
  });

  it('marks the Korean version "source changed" with the difference when the source changes', async () => {
    await editor.goto(`${app.server.url}/console/items/${sourceId}`);
    await editor.locator('.rich-text', { hasText: SOURCE_BODY }).waitFor();
    await editor.locator('.rich-text').click();
    await editor.keyboard.press('Control+A');
    await editor.keyboard.type(CHANGED_BODY);
    await editor.click('.workflow-actions >> text=Save');
    await notice(editor, 'Saved.');

    await editor.goto(`${app.server.url}/console/items/${koreanId}`);
    const own = editor.getByTestId('version-kr');
    await own.getByTestId('source-changed').waitFor({ timeout: 30_000 });
    expect(await editor.getByTestId('version-zh-Hans').getByTestId('source-changed').count()).toBe(
      0,
    );
    await own.getByRole('button', { name: 'What changed' }).click();
    const changes = own.getByTestId('source-changes');
    await changes.getByRole('heading', { name: 'Article' }).waitFor();
    // A word diff: the day that changed, not the whole sentence.
    const removed = (await changes.locator('del').allTextContents()).join('');
    const added = (await changes.locator('ins').allTextContents()).join('');
    expect(removed).toContain('一');
    expect(added).toContain('五');
    expect(removed.length + added.length).toBeLessThan(8);
    expect(errors).toEqual([]);
  });
});
