import { escapeHtml } from '../content/escapeHtml.ts';
import { highlightTerms } from './searchTokens.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Wraps the query's matches in `<em>` and escapes everything else. Alphabetic terms match any
 * word that starts with their stem, so the highlighted form is the one in the text.
 */
export function highlight(text: string, query: string): string {
  const terms = highlightTerms(query).filter((t) => t.text.length > 0);
  if (terms.length === 0) return escapeHtml(text);
  const alternatives = terms
    .sort((a, b) => b.text.length - a.text.length)
    .map((t) => (t.stem ? `${escapeRegExp(t.text)}[\\p{L}\\p{N}]*` : escapeRegExp(t.text)));
  const pattern = new RegExp(`(${alternatives.join('|')})`, 'giu');
  const normalised = text.normalize('NFKC');
  let out = '';
  let last = 0;
  for (const match of normalised.matchAll(pattern)) {
    const start = match.index;
    out += escapeHtml(normalised.slice(last, start)) + `<em>${escapeHtml(match[0])}</em>`;
    last = start + match[0].length;
  }
  return out + escapeHtml(normalised.slice(last));
}
