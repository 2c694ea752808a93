import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LANGS } from '@news/contract/console/staffSchemas';
import { glossaryFindings } from '@news/contract/language/glossaryFindings';
import {
  punctuationFindings,
  stringsOf,
  type CjkLang,
} from '@news/contract/language/punctuationFindings';
import { SITE_LANGS } from '@news/contract/sites';
import { consoleCatalogues } from '../console/consoleMessages.ts';
import { PHOTO_DESK_CREDIT, SCENE_WORDS } from '../seed/photos/sceneWords.ts';
import { serverCatalogues } from './serverMessages.ts';

const lines = (findings: { where: string; found: string }[]): string[] =>
  findings.map((f) => `${f.where}: ${f.found}`);
const json = (...path: string[]): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', ...path), 'utf8'));
const CJK_LANGS: readonly CjkLang[] = ['zh-Hans', 'ja'];

/** What the server writes for readers in one language: its messages and the agreements. */
function readerTexts(lang: (typeof SITE_LANGS)[number]): [string, string][] {
  return [
    ...Object.entries(serverCatalogues[lang]).map(([k, v]): [string, string] => [
      `serverMessages ${lang} ${k}`,
      v,
    ]),
    ...stringsOf(json('agreements', 'defaults', `${lang}.json`)).map(([k, v]): [string, string] => [
      `agreements/${lang}.json ${k}`,
      v,
    ]),
  ];
}

/** The demo content's channel names: the labels of the home page's tabs. */
function channelTitles(lang: string): [string, string][] {
  const content = json('seed', 'content', `${lang}.json`) as { channels: { title: string }[] };
  return content.channels.map((c, i): [string, string] => [
    `seed/content/${lang}.json channels[${String(i)}]`,
    c.title,
  ]);
}

/** The media library's words for the demo photographs: alt text, captions, the credit. */
function photoTexts(lang: (typeof SITE_LANGS)[number]): [string, string][] {
  return [
    ...Object.entries(SCENE_WORDS).flatMap(([scene, words]): [string, string][] => [
      [`sceneWords ${scene} ${lang} alt`, words[lang].alt],
      [`sceneWords ${scene} ${lang} caption`, words[lang].caption],
    ]),
    [`PHOTO_DESK_CREDIT ${lang}`, PHOTO_DESK_CREDIT[lang]],
  ];
}

describe('the server’s words (docs/language.md)', () => {
  it.each(SITE_LANGS)(
    '%s messages, agreements, channel names and demo photographs’ words use the glossary’s one word per concept',
    (lang) => {
      const found = [...readerTexts(lang), ...channelTitles(lang), ...photoTexts(lang)].flatMap(
        ([where, text]) => glossaryFindings(lang, where, text),
      );
      expect(lines(found), `${String(found.length)} findings`).toEqual([]);
    },
  );

  it.each(CONSOLE_LANGS)('the console API’s %s messages use the glossary', (lang) => {
    const found = Object.entries(consoleCatalogues[lang]).flatMap(([key, text]) =>
      glossaryFindings(lang, `consoleMessages ${lang} ${key}`, text, false),
    );
    expect(lines(found), `${String(found.length)} findings`).toEqual([]);
  });

  it.each(CJK_LANGS)(
    '%s messages, agreements and demo content have full-width punctuation',
    (lang) => {
      const texts = [
        ...readerTexts(lang),
        ...photoTexts(lang),
        ...stringsOf(json('seed', 'content', `${lang}.json`)).map(([k, v]): [string, string] => [
          `seed/content/${lang}.json ${k}`,
          v,
        ]),
        ...(lang === 'zh-Hans'
          ? Object.entries(consoleCatalogues[lang]).map(([k, v]): [string, string] => [
              `consoleMessages ${k}`,
              v,
            ])
          : []),
      ];
      const found = texts.flatMap(([where, text]) => punctuationFindings(lang, where, text));
      expect(lines(found), `${String(found.length)} findings`).toEqual([]);
    },
  );
});
