import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '../testing/makeTestVideo.ts';
import { probeVideo } from './probeVideo.ts';
import { transcodeVideo } from './transcodeVideo.ts';

/**
 * An upload is read as an MP4/QuickTime file, whatever its bytes look like: an HLS playlist or a
 * concat script dressed as `.mp4` never makes ffprobe or ffmpeg open the files it names (here, a
 * clip beside it that stands for another reader's upload or any file the server can read).
 */
describe('ffprobe and ffmpeg read an upload as the container we accept, over file only', () => {
  let dir = '';
  let clip = '';
  const crafted: Record<string, string> = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-ffmpeg-input-'));
    clip = await makeTestVideo(dir, {
      seconds: 1,
      width: 160,
      height: 90,
      audio: false,
      name: 'someone-elses.mp4',
    });
    crafted.playlist = join(dir, 'playlist.mp4');
    writeFileSync(
      crafted.playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\n${clip}\n#EXT-X-ENDLIST\n`,
    );
    crafted.concat = join(dir, 'concat.mp4');
    writeFileSync(crafted.concat, 'ffconcat version 1.0\nfile someone-elses.mp4\n');
  }, 60_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('probes a real MP4 made by ffmpeg', async () => {
    expect(await probeVideo('ffprobe', clip)).toMatchObject({
      width: 160,
      height: 90,
      hasAudio: false,
    });
  });

  it.each(['playlist', 'concat'])('refuses a %s at the probe', async (kind) => {
    expect(await probeVideo('ffprobe', crafted[kind] ?? '')).toBeUndefined();
  });

  it.each(['playlist', 'concat'])(
    'never transcodes the file a %s names',
    async (kind) => {
      const work = mkdtempSync(join(dir, `work-${kind}-`));
      // As if the probe had been fooled: the transcode itself must not follow the list either.
      const probe = { durationS: 1, width: 160, height: 90, hasAudio: false };
      await expect(
        transcodeVideo(
          'ffmpeg',
          crafted[kind] ?? '',
          probe,
          work,
          () => undefined,
          new AbortController().signal,
        ),
      ).rejects.toThrow(/ffmpeg exited/);
      expect(existsSync(join(work, 'poster.jpg'))).toBe(false);
    },
    60_000,
  );
});
