import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';
import { indexTokens, queryTokens } from './searchTokens.ts';

const matches = (text: string, query: string): boolean => {
  const indexed = new Set(indexTokens(text));
  return queryTokens(query).every((t) => indexed.has(t));
};

describe('search tokens', () => {
  it('finds two-character Chinese place names and single characters', () => {
    expect(matches('青岛国际啤酒节今晚开幕', '青岛')).toBe(true);
    expect(matches('青岛国际啤酒节今晚开幕', '啤酒节')).toBe(true);
    expect(matches('青岛国际啤酒节今晚开幕', '岛')).toBe(true);
    expect(matches('济南地铁新线开通', '青岛')).toBe(false);
  });

  it('finds Japanese and Korean words inside longer runs', () => {
    expect(matches('青島ビール祭りが開幕した', 'ビール')).toBe(true);
    expect(matches('칭다오에서 맥주 축제가 열렸다', '칭다오')).toBe(true);
    expect(matches('칭다오에서 맥주 축제가 열렸다', '웨이하이')).toBe(false);
  });

  it('finds Russian words in other grammatical forms', () => {
    expect(matches('Открытие фестиваля воздушных змеев в Вэйфане', 'фестиваль')).toBe(true);
    expect(matches('Новые поезда до Циндао', 'поезд')).toBe(true);
  });

  it('matches English plurals and ignores case', () => {
    expect(matches('Kite Festivals draw record crowds', 'festival')).toBe(true);
  });
});

describe('highlight', () => {
  it('wraps matches and escapes the rest', () => {
    expect(highlight('<b>青岛</b>啤酒节', '青岛')).toBe('&lt;b&gt;<em>青岛</em>&lt;/b&gt;啤酒节');
  });

  it('highlights the inflected form in the text', () => {
    expect(highlight('Открытие фестиваля змеев', 'фестиваль')).toBe(
      'Открытие <em>фестиваля</em> змеев',
    );
  });
});
