import { describe, expect, it } from 'vitest';
import { wordDiff } from './wordDiff.ts';

describe('wordDiff', () => {
  it('marks the words taken out and put in, keeping the rest', () => {
    expect(wordDiff('The ferry sails on Monday.', 'The ferry sails on Friday.', 'en-GB')).toEqual([
      { kind: 'same', text: 'The ferry sails on ' },
      { kind: 'removed', text: 'Monday' },
      { kind: 'added', text: 'Friday' },
      { kind: 'same', text: '.' },
    ]);
  });

  it('cuts Chinese into words, not whole sentences', () => {
    const parts = wordDiff('渡轮周一恢复航行。', '渡轮周五恢复航行。', 'zh-Hans');
    expect(
      parts
        .filter((p) => p.kind === 'same')
        .map((p) => p.text)
        .join(''),
    ).toContain('渡轮');
    expect(parts.find((p) => p.kind === 'removed')?.text).toBe('周一');
    expect(parts.find((p) => p.kind === 'added')?.text).toBe('周五');
  });

  it('says nothing changed for equal texts', () => {
    expect(wordDiff('Same text', 'Same text', 'en-GB')).toEqual([
      { kind: 'same', text: 'Same text' },
    ]);
  });
});
