import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from './controlCharacters.ts';

describe('controlCharacterPath', () => {
  it('finds the first string with a control character, by its keys and indexes', () => {
    expect(controlCharacterPath('a\u0000b')).toEqual([]);
    expect(
      controlCharacterPath({ title: 'fine', blocks: [{ text: 'ok' }, { text: 'x\u0007' }] }),
    ).toEqual(['blocks', 1, 'text']);
    expect(controlCharacterPath(['ok', 'bad\u001b'])).toEqual([1]);
    // C1 (0x9B is CSI to a terminal) and DEL, too.
    expect(controlCharacterPath({ name: 'x\u009b31m' })).toEqual(['name']);
    expect(controlCharacterPath({ name: 'x\u0085y' })).toEqual(['name']);
    expect(controlCharacterPath({ name: 'x\u007f' })).toEqual(['name']);
  });

  it('lets tabs, newlines, carriage returns and everything else through', () => {
    expect(
      controlCharacterPath({
        body: 'line one\r\nline two\tend',
        n: 3,
        none: null,
        emoji: '👍',
        accent: 'café ¡ÿ',
      }),
    ).toBeUndefined();
  });
});
