import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A short MP4 made with ffmpeg's own test sources (colour bars and a tone), for upload tests. */
export async function makeTestVideo(
  dir: string,
  options: {
    seconds?: number;
    width?: number;
    height?: number;
    audio?: boolean;
    name?: string;
    /** Tags written into the file, as a camera or an editing program would (`location`, `title`). */
    metadata?: Record<string, string>;
  } = {},
): Promise<string> {
  const {
    seconds = 2,
    width = 320,
    height = 180,
    audio = true,
    name = 'clip.mp4',
    metadata = {},
  } = options;
  const file = join(dir, name);
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${String(width)}x${String(height)}:rate=25`,
    ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440'] : []),
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
    ...Object.entries(metadata).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
    file,
  ]);
  return file;
}
