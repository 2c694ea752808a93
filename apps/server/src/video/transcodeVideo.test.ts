import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '../testing/makeTestVideo.ts';
import { probeVideo } from './probeVideo.ts';
import { transcodeVideo, type TranscodeResult } from './transcodeVideo.ts';

const run = promisify(execFile);

/** What a camera phone writes: where it was filmed, and what its owner called it. */
const CAMERA_TAGS = {
  location: '+37.5665+126.9780/',
  title: 'Our street, 7 am',
  artist: 'Kim Minji',
  comment: 'filmed from the balcony of flat 1204',
};

/** Every tag ffprobe reads in a file, its container's and its streams'. */
async function tagsOf(file: string): Promise<string[]> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    '-show_chapters',
    file,
  ]);
  const probed = JSON.parse(stdout) as {
    format?: { tags?: Record<string, string> };
    streams?: { tags?: Record<string, string> }[];
    chapters?: unknown[];
  };
  return [
    ...Object.entries(probed.format?.tags ?? {}),
    ...(probed.streams ?? []).flatMap((s) => Object.entries(s.tags ?? {})),
  ].map(([key, value]) => `${key}=${value}`);
}

describe('what a transcoded upload carries', () => {
  let dir: string;
  let out: TranscodeResult;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-transcode-'));
    const source = await makeTestVideo(dir, {
      seconds: 1,
      width: 160,
      height: 90,
      metadata: CAMERA_TAGS,
    });
    // The source really carries them: otherwise the checks below would prove nothing.
    expect((await tagsOf(source)).join('\n')).toContain('flat 1204');
    const probe = await probeVideo('ffprobe', source);
    if (!probe) throw new Error('ffprobe could not read the test video');
    const work = join(dir, 'out');
    out = await transcodeVideo(
      'ffmpeg',
      source,
      probe,
      work,
      () => undefined,
      new AbortController().signal,
    );
  }, 60_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps none of the camera’s tags in the MP4, the HLS segments or the poster', async () => {
    const segments = readdirSync(join(out.hlsDir, 'v0')).filter((f) => f.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    for (const file of [out.mp4, out.poster, join(out.hlsDir, 'v0', segments[0] ?? '')]) {
      const tags = (await tagsOf(file)).join('\n');
      for (const value of Object.values(CAMERA_TAGS)) expect(tags, file).not.toContain(value);
      expect(tags, file).not.toMatch(/location|artist|comment|title=/i);
    }
  });
});
