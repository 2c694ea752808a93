import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryFindings } from '@news/contract/language/glossaryFindings';
import { punctuationFindings } from '@news/contract/language/punctuationFindings';
import { SITE_LANGS } from '@news/contract/sites';

/** Every string of the reader app in one language: the first-load, detail, account and other screens' catalogues. */
function catalogue(lang: string): [string, string][] {
  return ['.', 'detail', 'account', 'screens'].flatMap((dir) =>
    Object.entries(
      JSON.parse(readFileSync(join(import.meta.dirname, dir, `${lang}.json`), 'utf8')) as Record<
        string,
        string
      >,
    ).map(([key, text]): [string, string] => [`${dir}/${lang}.json ${key}`, text]),
  );
}

const lines = (findings: { where: string; found: string }[]): string[] =>
  findings.map((f) => `${f.where}: ${f.found}`);

describe('the reader app’s words (docs/language.md)', () => {
  it.each(SITE_LANGS)('%s uses the glossary’s one word per concept', (lang) => {
    const found = catalogue(lang).flatMap(([where, text]) => glossaryFindings(lang, where, text));
    expect(lines(found), `${String(found.length)} findings`).toEqual([]);
  });

  it.each(['zh-Hans', 'ja'] as const)('%s has full-width punctuation beside its text', (lang) => {
    const found = catalogue(lang).flatMap(([where, text]) =>
      punctuationFindings(lang, where, text),
    );
    expect(lines(found), `${String(found.length)} findings`).toEqual([]);
  });
});
