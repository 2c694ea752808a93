import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { shortName, webManifest } from './webManifest.ts';

describe('webManifest', () => {
  it.each([
    ['Shandong Now', 'en', 'Shandong Now'],
    ['Шаньдун сегодня', 'ru', 'Шаньдун'],
    ['山东头条', 'zh-Hans', '山东头条'],
    ['The Shandong Evening Chronicle', 'en', 'The Shandong'],
    ['Shandongprovincialnews', 'en', 'Shandongprov'],
    ['山东省会济南城市新闻联播网', 'zh-Hans', '山东省会济南城市新闻联播'],
    ['👩‍👩‍👧‍👦 Family news of the region', 'en', '👩‍👩‍👧‍👦 Family'],
  ])('%j (%s) is %j under the icon', (name, locale, expected) => {
    const short = shortName(name, locale);
    expect(short).toBe(expected);
    expect([...new Intl.Segmenter(locale).segment(short)].length).toBeLessThanOrEqual(12);
  });

  it.each([
    ['zh-Hans', '山东新闻'],
    ['en', 'Shandong'],
    ['kr', '산둥 뉴스'],
    ['ja', '山東ニュース'],
    ['ru', 'Шаньдун'],
  ] as const)('%s: the name under the icon is %j', (lang, expected) => {
    expect(webManifest(siteByLang(lang), '').short_name).toBe(expected);
  });

  it('opens the site’s home in its own window, as its own app', () => {
    const manifest = webManifest(siteByLang('kr'), '지역 뉴스');
    expect(manifest).toMatchObject({
      id: '/?lang=kr',
      start_url: '/?lang=kr',
      scope: '/',
      display: 'standalone',
      lang: 'ko',
      name: '산둥 뉴스',
      short_name: '산둥 뉴스',
    });
  });
});
