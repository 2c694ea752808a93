import { describe, expect, it } from 'vitest';
import {
  SITE_LANGS,
  SITES,
  siteById,
  siteByLang,
  siteByPrefix,
  siteLangFromLocale,
} from './sites.ts';

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

  it('maps the Korean site code itself, and underscores, to their site', () => {
    expect(siteLangFromLocale('kr')).toBe('kr');
    expect(siteLangFromLocale('ru_RU')).toBe('ru');
    expect(siteLangFromLocale('  EN-us ')).toBe('en');
  });

  // The table is the one place a language is added: every entry must be whole and unique, or a
  // site would share another's prefix, id or language.
  it('lists every site once, with its own id, prefix and locale', () => {
    expect(SITES.map((s) => s.lang)).toEqual(expect.arrayContaining([...SITE_LANGS]));
    expect(SITES).toHaveLength(SITE_LANGS.length);
    for (const key of ['id', 'lang', 'prefix', 'locale', 'nativeName', 'name'] as const)
      expect(new Set(SITES.map((s) => s[key])).size).toBe(SITES.length);
    const languages = SITES.map((s) => s.locale.split('-')[0]);
    expect(new Set(languages).size).toBe(languages.length);
    for (const site of SITES) {
      expect(site.prefix).toMatch(/^\/[a-z]*api$/);
      expect(Intl.getCanonicalLocales(site.locale)).toEqual([site.locale]);
      expect(siteLangFromLocale(`${site.locale}-XX`)).toBe(site.lang);
      expect(siteLangFromLocale(site.lang)).toBe(site.lang);
    }
  });

  it('names each site in its own language, apart from the language’s name', () => {
    for (const site of SITES) {
      expect(site.name.trim()).not.toBe('');
      expect(site.name).not.toBe(site.nativeName);
    }
  });

  it('shows times in a zone Intl knows, on the clock each language expects', () => {
    for (const site of SITES) {
      const time = new Intl.DateTimeFormat(site.locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: site.timeZone,
        hourCycle: site.hourCycle,
      }).format(new Date('2026-11-24T06:30:00Z'));
      expect(time, site.lang).toContain('14:30');
    }
  });
});
