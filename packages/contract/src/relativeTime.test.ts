import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime.ts';
import type { RelativeTimeLang } from './relativeTime.ts';

const NOW = new Date('2024-03-07T04:00:00Z');
const ago = (ms: number): Date => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ICU versions differ in which space they put between number and unit.
const normalise = (s: string): string => s.replace(/\s/gu, ' ');

function format(lang: RelativeTimeLang, date: Date | string, timeZone?: string): string {
  return normalise(formatRelativeTime(date, { lang, now: NOW, ...(timeZone ? { timeZone } : {}) }));
}

describe('formatRelativeTime', () => {
  it.each<[RelativeTimeLang, string, string, string]>([
    ['zh-Hans', '刚刚发布', '5分钟前', '3小时前'],
    ['en', 'Just published', '5 minutes ago', '3 hours ago'],
    ['kr', '방금 전', '5분 전', '3시간 전'],
    ['ja', 'たった今', '5分前', '3時間前'],
    ['ru', 'Только что', '5 минут назад', '3 часа назад'],
  ])('formats %s', (lang, justNow, fiveMinutes, threeHours) => {
    expect(format(lang, ago(30 * SECOND))).toBe(justNow);
    expect(format(lang, ago(5 * MINUTE))).toBe(fiveMinutes);
    expect(format(lang, ago(3 * HOUR))).toBe(threeHours);
    const twoDays = format(lang, ago(2 * DAY), 'UTC');
    expect(twoDays).toContain('2024');
    expect(twoDays).toContain('05');
    expect(twoDays).toContain('04:00');
  });

  it('gives the full date after a day, in the site’s time zone on the 24-hour clock', () => {
    // 04:00 UTC is noon in Shandong, whatever zone the reader's device is in.
    expect(format('zh-Hans', ago(2 * DAY))).toBe('2024/03/05 12:00');
    expect(format('en', ago(2 * DAY))).toBe('05/03/2024, 12:00');
    expect(format('kr', ago(2 * DAY))).toBe('2024. 03. 05. 12:00');
    expect(format('ja', ago(DAY))).toBe('2024/03/06 12:00');
    expect(format('ru', ago(2 * DAY))).toBe('05.03.2024, 12:00');
    expect(format('kr', new Date('2024-03-05T06:30:00Z'))).toBe('2024. 03. 05. 14:30');
  });

  it('gives the full date in another zone when asked', () => {
    expect(format('en', ago(2 * DAY), 'UTC')).toBe('05/03/2024, 04:00');
    expect(format('ru', ago(2 * DAY), 'Europe/Moscow')).toBe('05.03.2024, 07:00');
  });

  it('uses Russian plural forms', () => {
    expect(format('ru', ago(1 * MINUTE))).toBe('1 минуту назад');
    expect(format('ru', ago(2 * MINUTE))).toBe('2 минуты назад');
    expect(format('ru', ago(5 * MINUTE))).toBe('5 минут назад');
    expect(format('ru', ago(21 * MINUTE))).toBe('21 минуту назад');
    expect(format('ru', ago(1 * HOUR))).toBe('1 час назад');
  });

  it('rounds down at the boundaries', () => {
    expect(format('en', ago(MINUTE - 1))).toBe('Just published');
    expect(format('en', ago(MINUTE))).toBe('1 minute ago');
    expect(format('en', ago(HOUR - 1))).toBe('59 minutes ago');
    expect(format('en', ago(HOUR))).toBe('1 hour ago');
    expect(format('en', ago(DAY - 1))).toBe('23 hours ago');
    expect(format('en', ago(DAY), 'UTC')).toBe('06/03/2024, 04:00');
  });

  it('treats future dates as just published', () => {
    expect(format('en', new Date(NOW.getTime() + 5 * MINUTE))).toBe('Just published');
    expect(format('ru', new Date(NOW.getTime() + 3 * DAY))).toBe('Только что');
  });

  it('accepts strings, including the space-separated form Safari cannot parse', () => {
    expect(format('en', '2024-03-07T03:55:00Z')).toBe('5 minutes ago');
    const local = new Date(2024, 2, 7, 1, 0, 0);
    const localNow = new Date(local.getTime() + 2 * HOUR);
    expect(formatRelativeTime('2024-03-07 01:00:00', { lang: 'en', now: localNow })).toBe(
      '2 hours ago',
    );
    expect(formatRelativeTime('2024-03-07 01:00', { lang: 'en', now: localNow })).toBe(
      '2 hours ago',
    );
  });

  it('returns an empty string for bad input', () => {
    expect(format('en', 'not a date')).toBe('');
    expect(format('en', '')).toBe('');
    expect(format('en', new Date(Number.NaN))).toBe('');
    expect(formatRelativeTime(ago(5 * MINUTE), { lang: 'en', now: new Date('x') })).toBe('');
    expect(format('en', ago(2 * DAY), 'Mars/Olympus_Mons')).toBe('');
  });
});
