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

  it('walks input of any depth without recursion, in time linear in its size', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 === 0 ? [deep] : { k: deep };
    const path = controlCharacterPath(deep);
    expect(path).toHaveLength(100_000);
    expect(path?.slice(0, 2)).toEqual(['k', 0]);
  });
});
