import { diffWords } from 'diff';

/** One run of a diff: text kept as it was, taken out, or put in. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * The word diff of two texts, by the `diff` package's `diffWords`. Words are cut by the
 * language's own `Intl.Segmenter` where the runtime has one: Chinese and Japanese set no spaces
 * between words, and the package's default splitting would take a whole sentence as one word.
 */
export function wordDiff(before: string, after: string, locale: string): DiffPart[] {
  const intlSegmenter =
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(locale, { granularity: 'word' })
      : undefined;
  return diffWords(before, after, intlSegmenter ? { intlSegmenter } : {}).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
