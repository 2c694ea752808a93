import { describe, expect, it } from 'vitest';
import {
  FAR_POLL_MS,
  livePollDelay,
  NEAR_START_POLL_MS,
  ON_AIR_POLL_MS,
  REPLAY_POLL_MS,
} from './livePollDelay.ts';

const start = Date.parse('2026-11-29T10:00:00.000Z');
const broadcast = {
  startTime: '2026-11-29T10:00:00.000Z',
  endTime: '2026-11-29T12:00:00.000Z',
  replayUrl: '',
};
const minutes = (n: number): number => n * 60_000;

describe('livePollDelay', () => {
  it('asks rarely far from the start, often close to it and after it while still upcoming', () => {
    const upcoming = { ...broadcast, status: 'preview' as const };
    expect(livePollDelay(upcoming, start - minutes(60))).toBe(FAR_POLL_MS);
    // Wakes when the close stretch begins, not a minute late.
    expect(livePollDelay(upcoming, start - minutes(5) - 20_000)).toBe(20_000);
    expect(livePollDelay(upcoming, start - minutes(2))).toBe(NEAR_START_POLL_MS);
    expect(livePollDelay(upcoming, start + minutes(3))).toBe(NEAR_START_POLL_MS);
  });

  it('keeps asking on air, and after the end until the replay is there', () => {
    expect(livePollDelay({ ...broadcast, status: 'live' }, start)).toBe(ON_AIR_POLL_MS);
    const ended = { ...broadcast, status: 'playback' as const };
    expect(livePollDelay(ended, start + minutes(130))).toBe(REPLAY_POLL_MS);
    expect(livePollDelay({ ...ended, replayUrl: '/media/replay.m3u8' }, start)).toBeNull();
    // A day after the end without a replay: none is coming by itself.
    expect(livePollDelay(ended, start + minutes(26 * 60 + 1))).toBeNull();
  });
});
