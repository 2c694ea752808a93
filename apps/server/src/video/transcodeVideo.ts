import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { VideoProbe } from './probeVideo.ts';
import { ffmpegInput } from './ffmpegInput.ts';
import { renditionsFor } from './renditions.ts';
import { runFfmpeg } from './runFfmpeg.ts';

export interface TranscodeResult {
  poster: string;
  mp4: string;
  /** The HLS master playlist; its renditions are `v0/index.m3u8` and `v1/index.m3u8` beside it. */
  hlsMaster: string;
  hlsDir: string;
  renditionCount: number;
}

export type TranscodeStage = 'poster' | 'mp4' | 'hls';

/** A rendition's video bit rate, with a peak 20 % above it and a two-second buffer. */
function bitRate(stream: number, kbps: number): string[] {
  const at = `:v:${String(stream)}`;
  return [
    `-b${at}`,
    `${String(kbps)}k`,
    `-maxrate${at}`,
    `${String(Math.round(kbps * 1.2))}k`,
    `-bufsize${at}`,
    `${String(kbps * 2)}k`,
  ];
}

/**
 * Makes what the reader app plays from an upload, with ffmpeg, in `workDir`: a poster frame,
 * an MP4 fallback (H.264/AAC, fast start) and HLS in two renditions with a master playlist.
 * Keyframes every two seconds so the renditions' segments line up for switching.
 */
export async function transcodeVideo(
  ffmpeg: string,
  source: string,
  probe: VideoProbe,
  workDir: string,
  onProgress: (stage: TranscodeStage, fraction: number) => void,
  signal: AbortSignal,
): Promise<TranscodeResult> {
  const [top, low] = renditionsFor(probe.height);
  const hlsDir = join(workDir, 'hls');
  await mkdir(join(hlsDir, 'v0'), { recursive: true });
  await mkdir(join(hlsDir, 'v1'), { recursive: true });
  const poster = join(workDir, 'poster.jpg');
  const mp4 = join(workDir, 'video.mp4');
  const h264 = [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
  ];
  const keyframes = ['-force_key_frames', 'expr:gte(t,n_forced*2)'];
  // What a camera or an editing program wrote into the upload (where it was filmed, its title,
  // artist and comments, chapters) stays out of the files readers get, as it does for pictures.
  const noSourceMetadata = [
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-metadata:s',
    'handler_name=',
    '-fflags',
    '+bitexact',
  ];
  const audio = probe.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : [];

  onProgress('poster', 0);
  // A frame a second in (or from the middle of a shorter clip), not the black first one.
  const at = Math.min(1, probe.durationS / 2).toFixed(2);
  await runFfmpeg(
    ffmpeg,
    [
      '-y',
      '-v',
      'error',
      '-ss',
      at,
      ...ffmpegInput(source),
      ...noSourceMetadata,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${String(top.height)}`,
      '-q:v',
      '3',
      poster,
    ],
    probe.durationS,
    () => undefined,
    signal,
  );

  onProgress('mp4', 0);
  await runFfmpeg(
    ffmpeg,
    [
      '-y',
      '-v',
      'error',
      ...ffmpegInput(source),
      ...noSourceMetadata,
      '-map',
      '0:v:0',
      ...(probe.hasAudio ? ['-map', '0:a:0'] : []),
      '-vf',
      `scale=-2:${String(top.height)}`,
      ...h264,
      '-crf',
      '23',
      ...audio,
      '-movflags',
      '+faststart',
      mp4,
    ],
    probe.durationS,
    (fraction) => {
      onProgress('mp4', fraction);
    },
    signal,
  );

  onProgress('hls', 0);
  const maps = probe.hasAudio
    ? ['-map', '[v0]', '-map', '0:a:0', '-map', '[v1]', '-map', '0:a:0']
    : ['-map', '[v0]', '-map', '[v1]'];
  await runFfmpeg(
    ffmpeg,
    [
      '-y',
      '-v',
      'error',
      ...ffmpegInput(source),
      ...noSourceMetadata,
      '-filter_complex',
      `[0:v]split=2[a][b];[a]scale=-2:${String(top.height)}[v0];[b]scale=-2:${String(low.height)}[v1]`,
      ...maps,
      ...h264,
      ...keyframes,
      ...bitRate(0, top.videoKbps),
      ...bitRate(1, low.videoKbps),
      ...(probe.hasAudio ? ['-c:a', 'aac', '-b:a', '96k', '-ac', '2'] : []),
      '-f',
      'hls',
      '-hls_time',
      '4',
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      join(hlsDir, 'v%v', 'seg%03d.ts'),
      '-master_pl_name',
      'master.m3u8',
      '-var_stream_map',
      probe.hasAudio ? 'v:0,a:0 v:1,a:1' : 'v:0 v:1',
      join(hlsDir, 'v%v', 'index.m3u8'),
    ],
    probe.durationS,
    (fraction) => {
      onProgress('hls', fraction);
    },
    signal,
  );
  return { poster, mp4, hlsMaster: join(hlsDir, 'master.m3u8'), hlsDir, renditionCount: 2 };
}
