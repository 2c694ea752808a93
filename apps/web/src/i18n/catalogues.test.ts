import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGS } from '@news/contract/sites';
import { formatMessage, messageArguments } from '@news/contract/formatMessage';

const dirs = ['.', 'account', 'detail', 'screens'].map((d) => join(import.meta.dirname, d));

describe.each(dirs)('message catalogues in %s', (dir) => {
  const load = (lang: string): Record<string, string> =>
    JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;

  const en = load('en');

  it('has one catalogue per site and nothing else', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...SITE_LANGS].sort());
  });

  it.each(SITE_LANGS.filter((l) => l !== 'en'))(
    '%s has every key, translated, with the same arguments',
    (lang) => {
      const catalogue = load(lang);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      const args = (text: string): string => messageArguments(text).join();
      for (const [key, english] of Object.entries(en)) {
        const text = catalogue[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(args(text), key).toBe(args(english));
        // Every message formats without leaving a raw argument behind.
        expect(
          formatMessage(
            text,
            // A number fits every argument: plurals need one, plain ones print it.
            Object.fromEntries(
              args(english)
                .split(',')
                .filter(Boolean)
                .map((name) => [name, 2]),
            ),
            lang === 'kr' ? 'ko' : lang,
          ),
        ).not.toMatch(/\{\w+\}/);
      }
    },
  );

  it('is not an English copy', () => {
    for (const lang of SITE_LANGS.filter((l) => l !== 'en')) {
      const catalogue = load(lang);
      const same = Object.keys(en).filter((k) => catalogue[k] === en[k]);
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(3);
    }
  });
});
