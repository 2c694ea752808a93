import { ARGUMENT, messageTexts } from './messageText.ts';

/**
 * Chinese and Japanese punctuation (docs/language.md): beside Chinese characters or kana, a
 * comma, full stop, colon, semicolon, question or exclamation mark, parenthesis or quotation
 * mark is the full-width one (，。：；？！（）“”, and 、。「」 in Japanese). Half-width marks
 * between Latin letters or digits stay as they are: `3:2`, `1.5`, `WeChat, QQ`.
 */

/** Letters of Chinese and Japanese text, and their own punctuation. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]/u;
const HALF_WIDTH = new Set([',', '.', ':', ';', '?', '!', '(', ')', '"', "'"]);
/** Marks a language does not use: Japanese writes 、。 and 「」, mainland Chinese “” not 「」. */
const FOREIGN_MARKS: Record<CjkLang, RegExp> = {
  'zh-Hans': /[「」『』]/gu,
  ja: /[，．“”]/gu,
};

export type CjkLang = 'zh-Hans' | 'ja';

export interface TextFinding {
  /** Where the text is: a catalogue key, or a path in a content file. */
  where: string;
  /** The mark and a little of the text around it. */
  found: string;
}

/** The nearest character on one side that is not a space or an argument. */
function neighbour(text: string, from: number, step: 1 | -1): string {
  for (let i = from + step; i >= 0 && i < text.length; i += step) {
    const ch = text[i] ?? '';
    if (ch !== ' ' && ch !== ARGUMENT) return ch;
  }
  return '';
}

/** The text between a parenthesis and its partner, when it has one. */
function enclosed(text: string, at: number): string {
  if (text[at] === '(') {
    const close = text.indexOf(')', at);
    return close < 0 ? '' : text.slice(at + 1, close);
  }
  const open = text.lastIndexOf('(', at);
  return open < 0 ? '' : text.slice(open + 1, at);
}

function context(text: string, at: number): string {
  return text
    .slice(Math.max(0, at - 8), at + 9)
    .replaceAll(ARGUMENT, '{…}')
    .replace(/\s+/g, ' ');
}

/** Half-width marks beside Chinese or Japanese text, and marks foreign to the language. */
export function punctuationFindings(lang: CjkLang, where: string, text: string): TextFinding[] {
  const findings: TextFinding[] = [];
  for (const passage of new Set(messageTexts(text))) {
    for (let i = 0; i < passage.length; i += 1) {
      const ch = passage[i] ?? '';
      if (!HALF_WIDTH.has(ch)) continue;
      const beside = CJK.test(neighbour(passage, i, -1)) || CJK.test(neighbour(passage, i, 1));
      const around = (ch === '(' || ch === ')') && CJK.test(enclosed(passage, i));
      if (beside || around) findings.push({ where, found: `“${ch}” in …${context(passage, i)}…` });
    }
    for (const match of passage.matchAll(FOREIGN_MARKS[lang]))
      findings.push({ where, found: `“${match[0]}” in …${context(passage, match.index)}…` });
  }
  return findings;
}

/**
 * Every string of a content file (agreements, demo content) with its path, leaving out the
 * fields that are not prose: keys, addresses.
 */
export function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}[${String(i)}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      /^(key|url|outLink|adsUrl|site|channel|parent|collection|topic|live|publishType|status|kind)$/.test(
        k,
      )
        ? []
        : stringsOf(v, path ? `${path}.${k}` : k),
    );
  return [];
}
