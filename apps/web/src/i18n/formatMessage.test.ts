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
