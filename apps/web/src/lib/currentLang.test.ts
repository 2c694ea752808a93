import { describe, expect, it } from 'vitest';
import { langFromHash, resolveLang } from './currentLang.ts';

describe('resolveLang', () => {
  it('takes the lang of the hash route first', () => {
    expect(resolveLang('#/pages/news-detail/news-detail?id=3&lang=ru', 'en', 'ja-JP')).toBe('ru');
  });
  it('falls back to the saved choice, then the device locale', () => {
    expect(resolveLang('#/pages/index/index', 'kr', 'ja-JP')).toBe('kr');
    expect(resolveLang('#/', null, 'ja-JP')).toBe('ja');
    expect(resolveLang('', 'xx', 'ko-KR')).toBe('kr');
    expect(resolveLang('', null, 'de-DE')).toBe('zh-Hans');
  });
  it('takes the page’s own `?lang=` after the hash route’s, before the saved choice', () => {
    expect(resolveLang('', 'en', 'en-GB', '?lang=ja')).toBe('ja');
    expect(resolveLang('#/?lang=ru', 'en', 'en-GB', '?lang=ja')).toBe('ru');
    expect(resolveLang('', 'en', 'en-GB', '?lang=de')).toBe('en');
  });
  it('ignores a lang that is not a site', () => {
    expect(langFromHash('#/?lang=de')).toBeUndefined();
  });
});
