/**
 * The banned words a comment holds. Text and words are compared in one form (NFKC, lower case),
 * so full-width letters, ligatures and capitals do not slip past; a word matches anywhere in the
 * text, as Chinese, Japanese and Korean have no spaces to mark where words end.
 */
export function bannedWordsIn(text: string, words: readonly string[]): string[] {
  const normal = text.normalize('NFKC').toLowerCase();
  return words.filter((word) => {
    const w = word.normalize('NFKC').toLowerCase().trim();
    return w !== '' && normal.includes(w);
  });
}
