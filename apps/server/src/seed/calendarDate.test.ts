import { describe, expect, it } from 'vitest';
import { isCalendarDate, lastOccurrence, nextOccurrence } from './calendarDate.ts';

const SHANDONG = 'Asia/Shanghai';

describe('calendar dates of demo content', () => {
  it('reads month, day and an optional time', () => {
    expect(isCalendarDate('09-28 09:30')).toBe(true);
    expect(isCalendarDate('12-13')).toBe(true);
    expect(isCalendarDate('02-29')).toBe(true);
    for (const bad of ['02-30', '13-01', '9-28', '09-28 24:00', '09-28T09:30', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('dates a story on its day in the site’s zone, this year once it has come, else last year', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    // 09:30 in Shandong is 01:30 UTC.
    expect(lastOccurrence('09-28 09:30', now, SHANDONG).toISOString()).toBe(
      '2026-09-28T01:30:00.000Z',
    );
    expect(lastOccurrence('12-24 20:00', now, SHANDONG).toISOString()).toBe(
      '2025-12-24T12:00:00.000Z',
    );
    // Later the same day in Shandong than now: still to come, so last year's.
    expect(lastOccurrence('11-22 18:00', now, SHANDONG).toISOString()).toBe(
      '2025-11-22T10:00:00.000Z',
    );
  });

  it('gives a memorial day its next start, not one that has begun', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    expect(nextOccurrence('12-13', now, SHANDONG).toISOString()).toBe('2026-12-12T16:00:00.000Z');
    const onTheDay = new Date('2026-12-13T02:00:00Z');
    expect(nextOccurrence('12-13', onTheDay, SHANDONG).toISOString()).toBe(
      '2027-12-12T16:00:00.000Z',
    );
  });

  it('finds the year by the site’s calendar, not UTC’s', () => {
    // 20:00 UTC on 31 December is already 1 January in Shandong.
    const newYear = new Date('2026-12-31T20:00:00Z');
    expect(lastOccurrence('01-01 03:00', newYear, SHANDONG).toISOString()).toBe(
      '2026-12-31T19:00:00.000Z',
    );
  });
});
