import { describe, expect, it } from 'vitest';
import { glossaryFindings } from '@news/contract/language/glossaryFindings';
import { punctuationFindings } from '@news/contract/language/punctuationFindings';
import { en } from './en.ts';
import { zhHans } from './zhHans.ts';

const lines = (findings: { where: string; found: string }[]): string[] =>
  findings.map((f) => `${f.where}: ${f.found}`);

describe('the console’s words (docs/language.md)', () => {
  it.each([
    ['en', en],
    ['zh-Hans', zhHans],
  ] as const)('%s uses the glossary’s one word per concept', (lang, catalogue) => {
    const found = Object.entries(catalogue).flatMap(([key, text]) =>
      glossaryFindings(lang, key, text, false),
    );
    expect(lines(found), `${String(found.length)} findings`).toEqual([]);
  });

  it('zh-Hans has full-width punctuation beside its text', () => {
    const found = Object.entries(zhHans).flatMap(([key, text]) =>
      punctuationFindings('zh-Hans', key, text),
    );
    expect(lines(found), `${String(found.length)} findings`).toEqual([]);
  });
});
