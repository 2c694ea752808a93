import { describe, expect, it } from 'vitest';
import { SITES, siteById, siteByLang, siteByPrefix, siteLangFromLocale } from './sites.ts';

describe('sites', () => {
  it('has the five language entries with the provider’s ids and prefixes', () => {
    expect(SITES.map((s) => [s.id, s.lang, s.prefix])).toEqual([
      [1, 'zh-Hans', '/api'],
      [36, 'ja', '/jaapi'],
      [37, 'kr', '/krapi'],
      [38, 'en', '/enapi'],
      [42, 'ru', '/ruapi'],
    ]);
  });

  it('marks the Korean site with the language tag screen readers know', () => {
    expect(siteByLang('kr').locale).toBe('ko');
  });

  it('finds a site by prefix and id', () => {
    expect(siteByPrefix('/ruapi')?.lang).toBe('ru');
    expect(siteByPrefix('/deapi')).toBeUndefined();
    expect(siteById(36)?.lang).toBe('ja');
  });

  it('maps device locales to sites, defaulting to Simplified Chinese', () => {
    expect(siteLangFromLocale('ko-KR')).toBe('kr');
    expect(siteLangFromLocale('ja')).toBe('ja');
    expect(siteLangFromLocale('ru-RU')).toBe('ru');
    expect(siteLangFromLocale('en-GB')).toBe('en');
    expect(siteLangFromLocale('zh-TW')).toBe('zh-Hans');
    expect(siteLangFromLocale('fr-FR')).toBe('zh-Hans');
    expect(siteLangFromLocale(undefined)).toBe('zh-Hans');
  });
});
