import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppServer, watchedPage } from './appServer.ts';
import { closeOverlays, phoneContext, lastToast, settled } from './browser.ts';
import { signInContext, signUpReader } from './readerAccount.ts';
import { siteApi } from './siteApi.ts';

async function firstArticle(
  url: string,
  lang: 'en' | 'ru' | 'zh-Hans',
): Promise<{ id: string; title: string }> {
  const page = await siteApi<{ rows: { id: string; title: string; commentEnabled: boolean }[] }>(
    url,
    lang,
    '/cms/content/commonList',
    { publishType: 'TUWEN', pageSize: '20' },
  );
  const row = page.rows.find((r) => r.commentEnabled);
  if (!row) throw new Error('no article open for comments');
  return row;
}

const pressed = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"]`).getAttribute('aria-pressed');

describe('what a signed-in reader does on a detail page', () => {
  const app = useAppServer();

  it.each([['en'], ['ru']] as const)(
    'comments, replies, likes, collects, reports and deletes in %s',
    async (lang) => {
      const reader = await signUpReader(app.server, lang, `reader_${lang.replace('-', '')}_1`);
      const article = await firstArticle(app.server.url, lang);
      const context = await phoneContext(app.browser);
      await signInContext(context, reader);
      const errors: string[] = [];
      const page = await watchedPage(context, errors);
      await page.goto(
        `${app.server.url}/#/pages/news-detail/news-detail?id=${article.id}&lang=${lang}`,
      );
      await closeOverlays(page);

      // An empty comment is refused on the page, in the reader's language.
      const composer = page.locator('.composer textarea');
      await page.locator('.composer button[type="submit"]').click();
      await expect
        .poll(() => lastToast(page))
        .toBe(lang === 'en' ? 'Please write something first' : 'Комментарий не может быть пустым');

      await composer.fill(`First thoughts from ${reader.username}`);
      await page.locator('.composer button[type="submit"]').click();
      const mine = page.locator('[data-testid="comment"]', {
        hasText: `First thoughts from ${reader.username}`,
      });
      await expect.poll(() => mine.count()).toBe(1);

      // Reply to it: threaded under it.
      await mine.locator('button', { hasText: lang === 'en' ? 'Reply' : 'Ответить' }).click();
      await composer.fill('And a reply');
      await page.locator('.composer button[type="submit"]').click();
      await expect.poll(() => page.locator('.reply-list [data-testid="comment"]').count()).toBe(1);

      // Like the comment.
      const likeComment = mine.locator('button[aria-pressed]');
      await likeComment.click();
      await expect.poll(() => likeComment.getAttribute('aria-pressed')).toBe('true');

      // Like and collect the article; counts move.
      const likeText = await page.locator('[data-testid="like"]').textContent();
      await page.locator('[data-testid="like"]').click();
      await expect.poll(() => pressed(page, 'like')).toBe('true');
      expect(await page.locator('[data-testid="like"]').textContent()).not.toBe(likeText);
      await page.locator('[data-testid="collect"]').click();
      await expect.poll(() => pressed(page, 'collect')).toBe('true');

      // Report the article for one of the 12 reasons.
      await page.locator('[data-testid="report"]').click();
      await page.locator('.report-form input[type="radio"]').nth(9).check();
      await page.locator('.report-form button[type="submit"]').click();
      await expect
        .poll(() => lastToast(page))
        .toBe(
          lang === 'en' ? 'Thank you. We will look into it.' : 'Спасибо, мы рассмотрим жалобу.',
        );

      // The server has it all: my comments and my collections.
      const myComments = await reader.call('/people/comment/app/list.do', { pageSize: '20' });
      expect(JSON.stringify(myComments.data)).toContain(`First thoughts from ${reader.username}`);
      const collected = await reader.call('/people/attention/collectionLog/app/list.do', {
        type: 'collect',
        pageSize: '20',
      });
      expect(JSON.stringify(collected.data)).toContain(article.title);

      // After a reload the state is the server's, not the page's memory.
      await page.reload();
      await expect.poll(() => pressed(page, 'like')).toBe('true');
      await expect.poll(() => mine.count()).toBe(1);

      // Delete my comment, after confirming.
      await mine
        .locator('button', { hasText: lang === 'en' ? 'Delete' : 'Удалить' })
        .first()
        .click();
      await page.locator('.bottom-sheet .primary').click();
      await expect.poll(() => mine.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('shows hostile text as text: no script from comments, search terms or profile fields runs', async () => {
    const payloads = [
      '<img src=x onerror="__xss()">',
      '<script>__xss()</script>',
      '"><svg onload=__xss()>',
      '<a href="javascript:__xss()">tap</a>',
      '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
      '</textarea><details open ontoggle=__xss()>',
      "'-__xss()-'",
      '{{constructor.constructor("__xss()")()}}',
    ];
    // Two readers: one may post only a few comments a minute.
    const readers = [
      await signUpReader(app.server, 'en', 'reader_xss_a'),
      await signUpReader(app.server, 'en', 'reader_xss_b'),
    ];
    const article = await firstArticle(app.server.url, 'en');
    for (const [index, content] of payloads.entries()) {
      const reader = readers[index % readers.length];
      if (!reader) throw new Error('no reader');
      const saved = await reader.call('/people/comment/save.do', {
        contentId: article.id,
        content,
      });
      expect(saved.code, saved.msg).toBe(1);
    }
    const context = await phoneContext(app.browser, 'en-US');
    const fired: string[] = [];
    await context.exposeFunction('__xss', () => {
      fired.push('script ran');
    });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      fired.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`${app.server.url}/#/pages/news-detail/news-detail?id=${article.id}&lang=en`);
    await closeOverlays(page);
    // The comments load with their own chunk after the article: slow on a loaded machine.
    await expect
      .poll(() => page.locator('[data-testid="comment"]').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(payloads.length);
    const texts = await page.locator('.comment-text').allTextContents();
    for (const payload of payloads) expect(texts).toContain(payload);
    expect(
      await page.evaluate(
        () =>
          document.querySelectorAll(
            'img[src="x"], svg[onload], iframe[srcdoc], details[ontoggle], script:not([src])',
          ).length,
      ),
    ).toBe(0);

    for (const payload of payloads) {
      await page.goto(
        `${app.server.url}/#/pages/public/search?keyword=${encodeURIComponent(payload)}&lang=en`,
      );
      await expect.poll(() => page.locator('input[type="search"]').inputValue()).toBe(payload);
    }
    // Profile fields show on my page.
    const first = readers[0];
    if (!first) throw new Error('no reader');
    const hostileName = '<img src=x onerror=__xss()>';
    const hostileBio = '<svg onload=__xss()></svg><script>__xss()</script>';
    const updated = await first.call('/people/user/update.do', {
      name: hostileName,
      bio: hostileBio,
    });
    expect(updated.code, updated.msg).toBe(1);
    await page.evaluate((token) => {
      localStorage.setItem('token', JSON.stringify(token));
    }, first.token);
    await page.goto(`${app.server.url}/#/pages/index/user?lang=en`);
    await page.reload();
    await expect
      .poll(() => page.locator('[data-testid="me-name"]').textContent())
      .toBe(hostileName);
    expect(await page.locator('.me-bio').textContent()).toBe(hostileBio);
    expect(
      await page.evaluate(
        () =>
          document.querySelectorAll(
            'img[src="x"], svg[onload], iframe[srcdoc], details[ontoggle], script:not([src])',
          ).length,
      ),
    ).toBe(0);
    await settled(page);
    expect(fired).toEqual([]);
    await context.close();
  });
});
