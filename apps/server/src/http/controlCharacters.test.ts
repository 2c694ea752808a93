import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from './controlCharacters.ts';

describe('controlCharacterPath', () => {
  it('finds the first string with a control character, by its keys and indexes', () => {
    expect(controlCharacterPath('a\u0000b')).toEqual([]);
    expect(
      controlCharacterPath({ title: 'fine', blocks: [{ text: 'ok' }, { text: 'x\u0007' }] }),
    ).toEqual(['blocks', 1, 'text']);
    expect(controlCharacterPath(['ok', 'bad\u001b'])).toEqual([1]);
  });

  it('lets tabs, newlines, carriage returns and everything else through', () => {
    expect(
      controlCharacterPath({ body: 'line one\r\nline two\tend', n: 3, none: null, emoji: '👍' }),
    ).toBeUndefined();
  });
});
