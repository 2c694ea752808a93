import { describe, expect, it } from 'vitest';
import { bannedWordsIn } from './bannedWords.ts';

describe('banned words in a comment', () => {
  it('finds each banned word the text holds, whatever its case or width', () => {
    expect(bannedWordsIn('Buy CHEAP pills now', ['cheap', 'pills', 'casino'])).toEqual([
      'cheap',
      'pills',
    ]);
    expect(bannedWordsIn('ｃｈｅａｐ deals', ['cheap'])).toEqual(['cheap']);
  });

  it('matches inside text without spaces, as Chinese and Japanese are written', () => {
    expect(bannedWordsIn('这是一个赌博网站的广告', ['赌博'])).toEqual(['赌博']);
    expect(bannedWordsIn('平和なコメントです', ['賭博'])).toEqual([]);
  });

  it('finds nothing in a clean comment or with no words', () => {
    expect(bannedWordsIn('A kind word about the market', ['spam'])).toEqual([]);
    expect(bannedWordsIn('anything', [])).toEqual([]);
  });
});
