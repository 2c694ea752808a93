import { describe, expect, it } from 'vitest';
import { SITE_LANGS } from '@news/contract/sites';
import { serverCatalogues, translate, type ServerMessageKey } from './serverMessages.ts';

describe('translate', () => {
  it('says a count in the right Russian form for every number', () => {
    const say = (max: number): string => translate('ru', 'error.commentTooLong', { max });
    expect(say(1)).toBe('Комментарий может содержать не более 1 символа.');
    expect(say(2)).toBe('Комментарий может содержать не более 2 символов.');
    expect(say(21)).toBe('Комментарий может содержать не более 21 символа.');
    expect(say(200)).toBe('Комментарий может содержать не более 200 символов.');
    expect(say(211)).toBe('Комментарий может содержать не более 211 символов.');
  });

  it('says one and many apart in English', () => {
    expect(translate('en', 'error.bioTooLong', { max: 1 })).toContain('1 character long');
    expect(translate('en', 'error.bioTooLong', { max: 60 })).toContain('60 characters long');
  });

  it('fills arguments, and leaves a missing one showing rather than failing', () => {
    expect(translate('zh-Hans', 'error.rejected', { reason: '资料不全' })).toBe(
      '您的注册未通过审核：资料不全',
    );
    expect(translate('en', 'error.rejected')).toBe('Your registration was not approved: {reason}');
  });

  it('formats every message of every site with numbers for its arguments', () => {
    for (const lang of SITE_LANGS)
      for (const key of Object.keys(serverCatalogues[lang]) as ServerMessageKey[]) {
        const names = [...serverCatalogues.en[key].matchAll(/\{(\w+)/g)].map((m) => m[1] ?? '');
        const text = translate(lang, key, Object.fromEntries(names.map((n) => [n, 2])));
        expect(text, `${lang} ${key}`).not.toMatch(/[{}#]/);
      }
  });
});
