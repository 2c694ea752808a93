import { describe, expect, it } from 'vitest';
import { CONSOLE_LANGS } from '@news/contract/console/staffSchemas';
import { consoleCatalogues, consoleText } from './consoleMessages.ts';

describe('the console API’s messages', () => {
  const placeholders = (text: string): string =>
    [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort().join();

  it.each(CONSOLE_LANGS)('%s has every message, with the same placeholders as English', (lang) => {
    const english = consoleCatalogues.en;
    const catalogue = consoleCatalogues[lang];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = catalogue[key as keyof typeof english];
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toBe(placeholders(text));
    }
  });

  it('fills placeholders', () => {
    expect(consoleText('zh-Hans', 'error.forbiddenSite', { site: 'ru' })).toBe(
      '你不负责 ru 站点。',
    );
  });

  it('counts hours in the right form', () => {
    expect(consoleText('en', 'error.videoTooLong', { max: 1 })).toBe(
      'The video is too long (at most 1 hour).',
    );
    expect(consoleText('en', 'error.videoTooLong', { max: 4 })).toBe(
      'The video is too long (at most 4 hours).',
    );
  });
});
