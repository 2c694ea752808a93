import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LANGS } from '@news/contract/console/staffSchemas';
import { en, type MessageKey } from './en.ts';
import { catalogues, formatMessage } from './I18n.tsx';

interface AstElement {
  type?: number;
  value?: unknown;
  options?: Record<string, { value: AstElement[] }>;
}

/** The arguments a message takes, read from its parsed form (plural branches included). */
function argumentsOf(text: string): string {
  const names = new Set<string>();
  const walk = (elements: AstElement[]): void => {
    for (const element of elements) {
      // Literal text carries its words in `value` too, but has no options and is type 0.
      if (element.type !== 0 && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, 'en').getAst());
  return [...names].sort().join();
}

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
});
