import { describe, expect, it } from 'vitest';
import { uptime } from './uptime.ts';

const since = '2026-11-29T10:00:00.000Z';
const at = (seconds: number): number => Date.parse(since) + seconds * 1000;

describe('uptime', () => {
  it('counts minutes and seconds under an hour, then hours', () => {
    expect(uptime(since, at(0), 'en')).toBe('0:00');
    expect(uptime(since, at(65), 'en')).toBe('1:05');
    expect(uptime(since, at(3723), 'en')).toBe('1:02:03');
    expect(uptime(since, at(30 * 3600), 'zh-Hans')).toBe('30:00:00');
  });

  it('is empty before the broadcast is on air, and never negative for a clock behind', () => {
    expect(uptime('', at(10), 'en')).toBe('');
    expect(uptime('not a time', at(10), 'en')).toBe('');
    expect(uptime(since, at(-5), 'en')).toBe('0:00');
  });
});
