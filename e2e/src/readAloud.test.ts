import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppServer, watchedPage } from './appServer.ts';
import { phoneContext } from './browser.ts';
import { siteApi } from './siteApi.ts';

interface Row {
  id: string;
  title: string;
}

async function firstArticle(url: string, lang: 'en' | 'ru'): Promise<Row> {
  const list = await siteApi<{ rows: Row[] }>(url, lang, '/cms/content/commonList', {
    publishType: 'TUWEN',
    pageSize: '1',
  });
  const row = list.rows[0];
  if (!row) throw new Error(`${lang}: no article`);
  return row;
}

/** What the page asked the (stub) speech engine to say, in order: text and language. */
function spoken(page: Page): Promise<{ text: string; lang: string }[]> {
  return page.evaluate(() =>
    (window as unknown as { __spoken: SpeechSynthesisUtterance[] }).__spoken.map((u) => ({
      text: u.text,
      lang: u.lang,
    })),
  );
}

/** Where the sentence marked as being read is on the screen. */
function markedSentence(page: Page) {
  return page.evaluate(() => {
    const registry = CSS.highlights as unknown as Map<string, Set<Range>>;
    const range = [...(registry.get('read-aloud') ?? [])][0];
    if (!range) return null;
    const box = range.getBoundingClientRect();
    return { text: range.toString(), inView: box.top >= 0 && box.bottom <= window.innerHeight };
  });
}

describe('read aloud', () => {
  const app = useAppServer();

  it('says so where the browser has no voice for the item’s language, and reads where it has', async () => {
    const item = await firstArticle(app.server.url, 'en');
    const context = await phoneContext(app.browser, 'en-GB');
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    await page.goto(`${app.server.url}/#/pages/news-detail/news-detail?id=${item.id}&lang=en`);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(item.title);
    const button = page.getByTestId('read-aloud');
    await button.click();
    const voices = await page.evaluate(() =>
      speechSynthesis.getVoices().filter((v) => v.lang.toLowerCase().startsWith('en')),
    );
    if (voices.length === 0) {
      // Headless Chromium without speech voices: the button says so instead of doing nothing.
      await expect
        .poll(() => button.textContent())
        .toContain('No English voice on this device to read aloud');
      expect(await button.getAttribute('aria-disabled')).toBe('true');
    } else {
      await expect.poll(() => button.getAttribute('data-state')).toBe('playing');
      await page.getByTestId('read-aloud-stop').click();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the item in its language sentence by sentence, scrolled into view, with pause and stop', async () => {
    const item = await firstArticle(app.server.url, 'ru');
    const context = await phoneContext(app.browser, 'ru-RU');
    // The speech engine replaced by a recorder with one Russian voice: what the page asks it to
    // say is kept, and the test ends each utterance itself.
    await context.addInitScript(() => {
      const spokenList: SpeechSynthesisUtterance[] = [];
      const calls: string[] = [];
      const scope = window as unknown as Record<string, unknown>;
      scope.__spoken = spokenList;
      scope.__calls = calls;
      const voice = {
        name: 'Stub',
        lang: 'ru-RU',
        default: true,
        localService: true,
        voiceURI: 's',
      };
      Object.assign(speechSynthesis, {
        getVoices: () => [voice],
        speak: (utterance: SpeechSynthesisUtterance) => spokenList.push(utterance),
        pause: () => calls.push('pause'),
        resume: () => calls.push('resume'),
        cancel: () => calls.push('cancel'),
      });
      scope.__finish = () => spokenList[spokenList.length - 1]?.dispatchEvent(new Event('end'));
    });
    const errors: string[] = [];
    const page = await watchedPage(context, errors);
    await page.goto(`${app.server.url}/#/pages/news-detail/news-detail?id=${item.id}&lang=ru`);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(item.title);

    const button = page.getByTestId('read-aloud');
    await expect.poll(() => button.textContent()).toContain('Прочитать вслух');
    await button.click();
    expect(await spoken(page)).toEqual([{ text: item.title, lang: 'ru-RU' }]);
    await expect.poll(() => button.textContent()).toContain('Пауза');
    expect((await markedSentence(page))?.text).toBe(item.title);

    // The engine finishes each sentence: the next one is read, marked and kept in view, to the
    // last, which it is still reading.
    const body = (await page.locator('.detail-body').innerText()).replace(/\s+/g, ' ');
    const sentences = await page.evaluate(
      () =>
        [
          ...new Intl.Segmenter('ru', { granularity: 'sentence' }).segment(
            document.querySelector('.detail-body')?.textContent ?? '',
          ),
        ].filter((s) => /\p{L}/u.test(s.segment)).length,
    );
    expect(sentences).toBeGreaterThan(3);
    for (let i = 1; i <= sentences; i++) {
      await page.evaluate(() => {
        (window as unknown as { __finish: () => void }).__finish();
      });
      const said = await spoken(page);
      expect(said).toHaveLength(i + 1);
      const last = said[i];
      expect(last?.lang).toBe('ru-RU');
      expect(body).toContain(last?.text);
      await expect.poll(() => markedSentence(page)).toEqual({ text: last?.text, inView: true });
    }
    // A phone's screen does not hold the whole article: reading it scrolled the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await button.click();
    await expect.poll(() => button.textContent()).toContain('Продолжить чтение');
    await button.click();
    await page.getByTestId('read-aloud-stop').click();
    await expect.poll(() => button.textContent()).toContain('Прочитать вслух');
    expect(await markedSentence(page)).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)).toEqual(
      ['cancel', 'pause', 'resume', 'cancel'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
