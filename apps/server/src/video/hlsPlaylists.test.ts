import { describe, expect, it } from 'vitest';
import { liveRenditionPlaylist, masterPlaylist, vodRenditionPlaylist } from './hlsPlaylists.ts';

const seg = (n: number, discontinuity = false) => ({
  url: `/media/live-hls/${String(n)}.ts`,
  durationMs: 2000,
  discontinuity,
});

describe('the ingest’s HLS playlists', () => {
  it('numbers a live window by its place in the broadcast and counts the marks that slid out', () => {
    const text = liveRenditionPlaylist([seg(7), seg(8, true), seg(9)], 7, 1);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:7\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
    expect(text).toContain(
      '#EXTINF:2.000,\n/media/live-hls/7.ts\n#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n/media/live-hls/8.ts',
    );
    expect(text).not.toContain('ENDLIST');
  });

  it('closes the last live window with #EXT-X-ENDLIST once the broadcast has ended', () => {
    const text = liveRenditionPlaylist([seg(7), seg(8)], 7, 0, true);
    expect(text.trimEnd().endsWith('/media/live-hls/8.ts\n#EXT-X-ENDLIST')).toBe(true);
    expect(text).not.toContain('PLAYLIST-TYPE');
  });

  it('ends the replay with #EXT-X-ENDLIST and marks every comeback but the first segment', () => {
    const text = vodRenditionPlaylist([seg(0, true), seg(1), seg(2, true)]);
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('lists each rendition with its bandwidth, size and codecs', () => {
    const text = masterPlaylist(
      [
        {
          name: '720p',
          bandwidth: 3_208_000,
          resolution: '1280x720',
          codecs: 'avc1.4d401f,mp4a.40.2',
        },
        { name: 'audio', bandwidth: 128_000, resolution: '', codecs: 'mp4a.40.2' },
      ],
      (name) => `/media/ingest/3/${name}.m3u8`,
    );
    expect(text).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=3208000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"\n/media/ingest/3/720p.m3u8',
    );
    expect(text).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=128000,CODECS="mp4a.40.2"\n/media/ingest/3/audio.m3u8',
    );
  });
});
