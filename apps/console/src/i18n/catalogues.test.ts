import { describe, expect, it } from 'vitest';
import { CONSOLE_LANGS } from '@news/contract/console/staffSchemas';
import { messageArguments } from '@news/contract/formatMessage';
import { en, type MessageKey } from './en.ts';
import { catalogues, formatMessage } from './I18n.tsx';

/** The arguments a message takes, its plural and select branches' included. */
const argumentsOf = (text: string): string => messageArguments(text).join();

describe.each(CONSOLE_LANGS)('the %s catalogue', (lang) => {
  const catalogue = catalogues[lang];

  it('has every message of the English one and nothing else', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
  });

  it('takes the same arguments in every message, and formats each without leftovers', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(catalogue[key].trim(), key).not.toBe('');
      expect(argumentsOf(catalogue[key]), key).toBe(argumentsOf(en[key]));
      const values = Object.fromEntries(
        argumentsOf(en[key])
          .split(',')
          .filter(Boolean)
          .map((name) => [name, 2]),
      );
      expect(formatMessage(lang, key, values), key).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('plurals', () => {
  it('follow each language’s rules', () => {
    expect(formatMessage('en', 'items.selected', { count: 1 })).toBe('1 item selected');
    expect(formatMessage('en', 'items.selected', { count: 3 })).toBe('3 items selected');
    expect(formatMessage('zh-Hans', 'items.selected', { count: 3 })).toBe('已选择 3 篇');
  });

  it('write numbers as the language does', () => {
    expect(formatMessage('en', 'items.pageOf', { page: 1, pages: 62, total: 1234 })).toBe(
      'Page 1 of 62 (1,234 items)',
    );
  });
});
