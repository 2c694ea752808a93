import { describe, expect, it } from 'vitest';
import { liveStatusAt } from './liveStatus.ts';

const broadcast = (status: string) => ({
  status,
  start_time: '2026-03-02T10:00:00.000Z',
  end_time: '2026-03-02T12:00:00.000Z',
});

describe('liveStatusAt', () => {
  it('follows the clock: upcoming before the start, live until the end, a replay after', () => {
    expect(liveStatusAt(broadcast('preview'), '2026-03-02T09:59:59.999Z')).toBe('preview');
    expect(liveStatusAt(broadcast('preview'), '2026-03-02T10:00:00.000Z')).toBe('live');
    expect(liveStatusAt(broadcast('preview'), '2026-03-02T12:00:00.000Z')).toBe('playback');
  });

  it('keeps a broadcast on air past its planned end when the editors hold it live', () => {
    expect(liveStatusAt(broadcast('live'), '2026-03-02T13:00:00.000Z')).toBe('live');
    expect(liveStatusAt(broadcast('live'), '2026-03-02T09:00:00.000Z')).toBe('live');
  });

  it('ends a broadcast early when the editors end it', () => {
    expect(liveStatusAt(broadcast('playback'), '2026-03-02T11:00:00.000Z')).toBe('playback');
  });

  it('follows the newsroom’s encoder when it has been on, and the editors’ hold still wins', () => {
    const before = '2026-03-02T09:00:00.000Z';
    expect(liveStatusAt(broadcast('preview'), before, 'live')).toBe('live');
    expect(liveStatusAt(broadcast('preview'), before, 'reconnecting')).toBe('live');
    expect(liveStatusAt(broadcast('preview'), before, 'ended')).toBe('playback');
    expect(liveStatusAt(broadcast('preview'), before, 'idle')).toBe('preview');
    expect(liveStatusAt(broadcast('playback'), before, 'live')).toBe('playback');
    expect(liveStatusAt(broadcast('live'), before, 'ended')).toBe('live');
  });
});
