import { describe, expect, it } from 'vitest';
import { liveLadder, type LiveProbe } from './liveLadder.ts';

const probe = (width: number, height: number, audio = 'aac 48000 Hz stereo'): LiveProbe => ({
  width,
  height,
  fps: 30,
  videoCodec: 'h264',
  videoKbps: 0,
  audio,
});

describe('the live HLS ladder', () => {
  it('takes the rungs at or below the input, never above, and an audio-only rendition', () => {
    expect(liveLadder(probe(1920, 1080), '/w').renditions.map((r) => r.name)).toEqual([
      '1080p',
      '720p',
      '480p',
      'audio',
    ]);
    const hd = liveLadder(probe(1280, 720), '/w');
    expect(hd.renditions.map((r) => [r.name, r.resolution])).toEqual([
      ['720p', '1280x720'],
      ['480p', '854x480'],
      ['audio', ''],
    ]);
    expect(hd.args.join(' ')).toContain(
      '-var_stream_map v:0,a:0,name:720p v:1,a:1,name:480p a:2,name:audio',
    );
  });

  it('gives a small input one rendition of its own size, and no audio rendition without sound', () => {
    const small = liveLadder(probe(640, 360, ''), '/w');
    expect(small.renditions.map((r) => [r.name, r.resolution, r.codecs])).toEqual([
      ['360p', '640x360', 'avc1.4d401f'],
    ]);
    expect(small.args).not.toContain('0:a:0');
  });

  it('cuts 2-second segments on keyframes every 2 s whatever the encoder sent', () => {
    const { args } = liveLadder({ ...probe(1280, 720), fps: 25 }, '/w');
    const after = (flag: string): string | undefined => args[args.indexOf(flag) + 1];
    expect(after('-g')).toBe('50');
    expect(after('-hls_time')).toBe('2');
    expect(after('-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(after('-sc_threshold')).toBe('0');
  });
});
