import { describe, expect, it } from 'vitest';
import { formatMessage } from './formatMessage.ts';

describe('formatMessage', () => {
  it('fills arguments and formats numbers for the locale', () => {
    expect(formatMessage('{n} views', { n: 12345 }, 'en')).toBe('12,345 views');
    expect(formatMessage('Hello, {name}', { name: 'Li' }, 'en')).toBe('Hello, Li');
  });

  it('chooses Russian plural forms', () => {
    const t =
      '{count, plural, one {# комментарий} few {# комментария} many {# комментариев} other {# комментария}}';
    expect(formatMessage(t, { count: 1 }, 'ru')).toBe('1 комментарий');
    expect(formatMessage(t, { count: 3 }, 'ru')).toBe('3 комментария');
    expect(formatMessage(t, { count: 5 }, 'ru')).toBe('5 комментариев');
    expect(formatMessage(t, { count: 21 }, 'ru')).toBe('21 комментарий');
  });

  it('prefers an exact match', () => {
    expect(
      formatMessage(
        '{count, plural, =0 {No comments} one {# comment} other {# comments}}',
        { count: 0 },
        'en',
      ),
    ).toBe('No comments');
    expect(
      formatMessage(
        '{count, plural, =0 {No comments} one {# comment} other {# comments}}',
        { count: 2 },
        'en',
      ),
    ).toBe('2 comments');
  });
});

describe('compact counts', () => {
  const views = (locale: string): string =>
    ({
      en: '{count, number, ::compact-short} {count, plural, one {view} other {views}}',
      'zh-Hans': '{count, number, ::compact-short} 次浏览',
      ko: '조회수 {count, number, ::compact-short}',
      ru: '{count, number, ::compact-short} {count, plural, one {просмотр} few {просмотра} many {просмотров} other {просмотра}}',
    })[locale] ?? '';
  const format = (locale: string, count: number): string =>
    formatMessage(views(locale), { count }, locale).replace(/\s/gu, ' ');

  it('writes large counts short, as each language abbreviates them', () => {
    expect(format('zh-Hans', 12_345)).toBe('1.2万 次浏览');
    expect(format('ko', 12_345)).toBe('조회수 1.2만');
    expect(format('en', 1_234)).toBe('1.2K views');
    expect(format('zh-Hans', 987)).toBe('987 次浏览');
  });

  it('chooses the plural form by the number as written', () => {
    // 1,234 is 1,2 тыс.: “тысячи” governs the noun, as 1,200 would.
    expect(format('ru', 1_234)).toBe('1,2 тыс. просмотров');
    expect(format('ru', 21)).toBe('21 просмотр');
    expect(format('ru', 24)).toBe('24 просмотра');
    expect(format('en', 1)).toBe('1 view');
  });
});
