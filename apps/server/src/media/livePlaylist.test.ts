import { describe, expect, it } from 'vitest';
import { buildLivePlaylist, LIVE_WINDOW } from './livePlaylist.ts';

const segments = Array.from({ length: 3 }, (_, i) => ({ file: `seg${i}.ts`, duration: 2 }));
const url = (file: string): string => `/live/${file}`;

describe('buildLivePlaylist', () => {
  it('holds a window of the newest segments, numbered by the clock', () => {
    const playlist = buildLivePlaylist(segments, 20_000, url); // segment 10 is the newest
    expect(playlist).toContain('#EXT-X-MEDIA-SEQUENCE:7');
    expect(playlist.match(/^\/live\/seg\d\.ts$/gm)).toEqual([
      '/live/seg1.ts',
      '/live/seg2.ts',
      '/live/seg0.ts',
      '/live/seg1.ts',
    ]);
    expect(playlist.match(/#EXTINF/g)).toHaveLength(LIVE_WINDOW);
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
  });

  it('marks each wrap to the first segment as a discontinuity and counts the removed ones', () => {
    const playlist = buildLivePlaylist(segments, 20_000, url);
    const lines = playlist.trim().split('\n');
    const wrapAt = lines.indexOf('/live/seg0.ts');
    expect(lines[wrapAt - 2]).toBe('#EXT-X-DISCONTINUITY');
    // Sequences 3 and 6 wrapped before the window starts at 7.
    expect(playlist).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:2');
  });

  it('advances one segment every two seconds', () => {
    const a = buildLivePlaylist(segments, 100_000, url);
    const b = buildLivePlaylist(segments, 102_000, url);
    const seq = (p: string): number => Number(/MEDIA-SEQUENCE:(\d+)/.exec(p)?.[1]);
    expect(seq(b) - seq(a)).toBe(1);
  });
});
