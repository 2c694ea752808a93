import { russianStem } from './russianStem.ts';

/** Scripts written without spaces between words (Han, kana) and Hangul, whose words carry particles. */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const DENSE_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** A light English stem: plural and possessive endings only, so "festivals" finds "festival". */
function englishStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    return word.slice(0, -1);
  return word;
}

function wordStem(word: string): string {
  return CYRILLIC.test(word) ? russianStem(word) : englishStem(word);
}

/** Unigrams and bigrams of a run of dense-script characters: a query of one or two characters finds it. */
function grams(run: string, withUnigrams: boolean): string[] {
  const chars = Array.from(run);
  const out: string[] = [];
  chars.forEach((c, i) => {
    if (withUnigrams) out.push(c);
    const next = chars[i + 1];
    if (next !== undefined) out.push(c + next);
  });
  return out;
}

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * The tokens a text is indexed under: stems of alphabetic words, and the characters and
 * character pairs of Chinese, Japanese and Korean runs. Both engines index these tokens as
 * plain space-separated words, so they rank and match the same way.
 */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  for (const match of normalise(text).matchAll(WORD)) {
    const word = match[0];
    if (!DENSE.test(word)) {
      out.push(wordStem(word));
      continue;
    }
    const dense = word.match(DENSE_RUN) ?? [];
    for (const run of dense) out.push(...grams(run, true));
    for (const rest of word.split(DENSE_RUN)) if (rest) out.push(wordStem(rest));
  }
  return out;
}

/**
 * The tokens a query must all match. A dense run of one character is that character; a longer
 * run is its character pairs (which all must be present: close to a phrase match without a
 * phrase index).
 */
export function queryTokens(query: string): string[] {
  const out = new Set<string>();
  for (const match of normalise(query).matchAll(WORD)) {
    const word = match[0];
    if (!DENSE.test(word)) {
      out.add(wordStem(word));
      continue;
    }
    for (const run of word.match(DENSE_RUN) ?? []) {
      const single = Array.from(run).length === 1;
      for (const g of grams(run, single)) out.add(g);
    }
    for (const rest of word.split(DENSE_RUN)) if (rest) out.add(wordStem(rest));
  }
  return [...out].slice(0, 32);
}

/** What to look for when highlighting: the query's words as typed, stems for alphabetic words. */
export function highlightTerms(query: string): { text: string; stem: boolean }[] {
  const terms: { text: string; stem: boolean }[] = [];
  for (const match of normalise(query).matchAll(WORD)) {
    const word = match[0];
    if (DENSE.test(word)) terms.push({ text: word, stem: false });
    else terms.push({ text: wordStem(word), stem: true });
  }
  return terms;
}
