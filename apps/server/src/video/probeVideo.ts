import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';
import { ffmpegInput } from './ffmpegInput.ts';

export interface VideoProbe {
  durationS: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

const probeSchema = z.object({
  format: z.object({ format_name: z.string(), duration: z.coerce.number().optional() }),
  streams: z.array(
    z.object({
      codec_type: z.string(),
      width: z.number().optional(),
      height: z.number().optional(),
      duration: z.coerce.number().optional(),
      disposition: z.object({ attached_pic: z.number().optional() }).optional(),
    }),
  ),
});

/** The container families an editor may upload: MP4 and QuickTime (ffprobe names them together). */
const CONTAINERS = new Set(['mov', 'mp4']);

/**
 * What ffprobe says of a file, if it is an MP4 or MOV container holding a real video stream
 * with a length: checked before a job is made, so a mislabelled or broken file is refused at
 * the upload with a reason, not after a failed transcode.
 */
export async function probeVideo(ffprobe: string, file: string): Promise<VideoProbe | undefined> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(
      ffprobe,
      [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        ...ffmpegInput(file),
      ],
      { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
    ));
  } catch {
    return undefined;
  }
  let parsed: z.infer<typeof probeSchema>;
  try {
    parsed = probeSchema.parse(JSON.parse(stdout));
  } catch {
    return undefined;
  }
  if (!parsed.format.format_name.split(',').some((name) => CONTAINERS.has(name))) return undefined;
  const video = parsed.streams.find(
    (s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1,
  );
  if (!video?.width || !video.height) return undefined;
  const durationS = parsed.format.duration ?? video.duration ?? 0;
  if (!Number.isFinite(durationS) || durationS <= 0) return undefined;
  return {
    durationS,
    width: video.width,
    height: video.height,
    hasAudio: parsed.streams.some((s) => s.codec_type === 'audio'),
  };
}
