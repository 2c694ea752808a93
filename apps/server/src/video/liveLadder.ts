import type { PlaylistRendition } from './hlsPlaylists.ts';

/** What the transcoder learnt of the encoder's stream before it starts. */
export interface LiveProbe {
  width: number;
  height: number;
  fps: number;
  videoCodec: string;
  /** From the stream's metadata when the encoder sends it, else 0. */
  videoKbps: number;
  /** e.g. "aac 48000 Hz stereo"; '' without audio. */
  audio: string;
}

/** Seconds per segment: short, for latency, and every one opens on a keyframe. */
export const LIVE_SEGMENT_SECONDS = 2;

const RUNGS = [
  { height: 1080, videoKbps: 5000 },
  { height: 720, videoKbps: 2800 },
  { height: 480, videoKbps: 1200 },
] as const;
const AUDIO_KBPS = 128;

export interface LiveLadder {
  renditions: PlaylistRendition[];
  /** ffmpeg's arguments after the input: filters, encoders and the HLS muxer. */
  args: string[];
}

const even = (n: number): number => Math.max(2, Math.round(n / 2) * 2);

/**
 * The HLS ladder for an input: the rungs at or below its height (never scaled up; an input
 * under the lowest rung gets one rendition of its own size) and, when it has sound, an
 * audio-only rendition. Keyframes every 2 s whatever the encoder sent, so segments cut evenly.
 */
export function liveLadder(probe: LiveProbe, outDir: string): LiveLadder {
  const fps = probe.fps > 0 && probe.fps <= 120 ? probe.fps : 30;
  const fitting = RUNGS.filter((r) => r.height <= probe.height);
  const rungs = fitting.length > 0 ? fitting : [{ height: even(probe.height), videoKbps: 800 }];
  const hasAudio = probe.audio !== '';
  const gop = String(Math.max(1, Math.round(fps * LIVE_SEGMENT_SECONDS)));
  const split = rungs.map((_, i) => `[s${String(i)}]`).join('');
  const filter = [
    `[0:v]split=${String(rungs.length)}${split}`,
    ...rungs.map((r, i) => `[s${String(i)}]scale=-2:${String(r.height)}[o${String(i)}]`),
  ].join(';');
  const args = ['-filter_complex', filter];
  const streamMap: string[] = [];
  const renditions: PlaylistRendition[] = [];
  rungs.forEach((r, i) => {
    const name = `${String(r.height)}p`;
    const v = String(i);
    args.push('-map', `[o${v}]`);
    if (hasAudio) args.push('-map', '0:a:0');
    args.push(
      `-b:v:${v}`,
      `${String(r.videoKbps)}k`,
      `-maxrate:v:${v}`,
      `${String(Math.round(r.videoKbps * 1.1))}k`,
      `-bufsize:v:${v}`,
      `${String(r.videoKbps * 2)}k`,
    );
    streamMap.push(hasAudio ? `v:${v},a:${v},name:${name}` : `v:${v},name:${name}`);
    const width = even((probe.width * r.height) / Math.max(1, probe.height));
    renditions.push({
      name,
      bandwidth: Math.round((r.videoKbps * 1.1 + (hasAudio ? AUDIO_KBPS : 0)) * 1000),
      resolution: `${String(width)}x${String(r.height)}`,
      codecs: hasAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f',
    });
  });
  if (hasAudio) {
    args.push('-map', '0:a:0');
    streamMap.push(`a:${String(rungs.length)},name:audio`);
    renditions.push({
      name: 'audio',
      bandwidth: AUDIO_KBPS * 1000,
      resolution: '',
      codecs: 'mp4a.40.2',
    });
  }
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    // No B-frames nor look-ahead: a frame leaves the encoder as soon as it is in.
    '-tune',
    'zerolatency',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-g',
    gop,
    '-keyint_min',
    gop,
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${String(LIVE_SEGMENT_SECONDS)})`,
  );
  if (hasAudio) args.push('-c:a', 'aac', '-b:a', `${String(AUDIO_KBPS)}k`, '-ac', '2');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(LIVE_SEGMENT_SECONDS),
    '-hls_list_size',
    '15',
    '-hls_flags',
    'independent_segments+delete_segments+temp_file',
    '-var_stream_map',
    streamMap.join(' '),
    '-hls_segment_filename',
    `${outDir}/%v/seg%06d.ts`,
    `${outDir}/%v/index.m3u8`,
  );
  return { renditions, args };
}
