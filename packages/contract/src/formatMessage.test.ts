import { describe, expect, it } from 'vitest';
import { formatMessage, messageArguments } from './formatMessage.ts';

const COMMENTS_RU =
  '{count, plural, one {# комментарий} few {# комментария} many {# комментариев} other {# комментария}}';

describe('formatMessage', () => {
  it('fills arguments and formats numbers for the locale', () => {
    expect(formatMessage('{n} views', { n: 12345 }, 'en')).toBe('12,345 views');
    expect(formatMessage('{n} 次浏览', { n: 12345 }, 'zh-Hans')).toBe('12,345 次浏览');
    expect(formatMessage('{n} просмотров', { n: 12345 }, 'ru')).toBe('12\u00a0345 просмотров');
    expect(formatMessage('Hello, {name}', { name: 'Li' }, 'en')).toBe('Hello, Li');
  });

  it('leaves an argument it was not given as written, so it shows', () => {
    expect(formatMessage('Hello, {name}', {}, 'en')).toBe('Hello, {name}');
    expect(formatMessage('Unclosed {name', { name: 'x' }, 'en')).toBe('Unclosed {name');
  });

  it.each([
    [1, '1 комментарий'],
    [3, '3 комментария'],
    [5, '5 комментариев'],
    [11, '11 комментариев'],
    [21, '21 комментарий'],
    [22, '22 комментария'],
    [1.5, '1,5 комментария'],
  ])('chooses the Russian form for %s (one, few, many, other)', (count, text) => {
    expect(formatMessage(COMMENTS_RU, { count }, 'ru')).toBe(text);
  });

  it('prefers an exact match, and formats # for the locale', () => {
    const t = '{count, plural, =0 {No comments} one {# comment} other {# comments}}';
    expect(formatMessage(t, { count: 0 }, 'en')).toBe('No comments');
    expect(formatMessage(t, { count: 1 }, 'en')).toBe('1 comment');
    expect(formatMessage(t, { count: 2048 }, 'en')).toBe('2,048 comments');
  });

  it('falls back to other, and Chinese and Japanese have only other', () => {
    const t = '{count, plural, one {# item} other {# items}}';
    expect(formatMessage('{count, plural, other {已选择 # 篇}}', { count: 1 }, 'zh-Hans')).toBe(
      '已选择 1 篇',
    );
    expect(formatMessage('{count, plural, other {#件}}', { count: 1 }, 'ja')).toBe('1件');
    expect(formatMessage(t, { count: 1 }, 'ko')).toBe('1 items');
  });

  it('chooses a select branch by the value, else other', () => {
    const t = '{role, select, admin {Admin {name}} editor {Editor {name}} other {Staff {name}}}';
    expect(formatMessage(t, { role: 'admin', name: 'Li' }, 'en')).toBe('Admin Li');
    expect(formatMessage(t, { role: 'editor', name: 'Li' }, 'en')).toBe('Editor Li');
    expect(formatMessage(t, { role: 'moderator', name: 'Li' }, 'en')).toBe('Staff Li');
    expect(formatMessage(t, { name: 'Li' }, 'en')).toBe('Staff Li');
  });

  it('keeps # for the nearest plural, through a select inside it, and leaves it alone outside one', () => {
    const t =
      '{count, plural, one {{kind, select, video {# video} other {# item}}} other {{kind, select, video {# videos} other {# items}}}} #1';
    expect(formatMessage(t, { count: 1, kind: 'video' }, 'en')).toBe('1 video #1');
    expect(formatMessage(t, { count: 1200, kind: 'story' }, 'en')).toBe('1,200 items #1');
    const nested = '{a, plural, other {# of {b, plural, one {# day} other {# days}}}}';
    expect(formatMessage(nested, { a: 3, b: 1 }, 'en')).toBe('3 of 1 day');
    expect(formatMessage(nested, { a: 3, b: 7 }, 'ru')).toBe('3 of 7 days');
  });

  it('keeps commas and braces of a branch’s text', () => {
    const t = '{count, plural, one {Done, for # entry.} other {Done, for # entries: {list}.}}';
    expect(formatMessage(t, { count: 2, list: 'a, b' }, 'en')).toBe('Done, for 2 entries: a, b.');
  });
});

describe('messageArguments', () => {
  it('names every argument, those inside branches too, once each and sorted', () => {
    expect(messageArguments('Hello, {name}')).toEqual(['name']);
    expect(messageArguments('{id}: {msg}')).toEqual(['id', 'msg']);
    expect(
      messageArguments(
        '{count, plural, one {# by {author}} other {{kind, select, a {# by {author}} other {{who}}}}}',
      ),
    ).toEqual(['author', 'count', 'kind', 'who']);
    expect(messageArguments('No arguments, just # and text')).toEqual([]);
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
