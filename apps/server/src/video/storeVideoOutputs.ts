import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaStore } from '../upload/MediaStore.ts';
import type { TranscodeResult } from './transcodeVideo.ts';

export interface StoredVideo {
  hlsUrl: string;
  mp4Url: string;
  posterUrl: string;
}

const FOLDER = 'videos';

/** A playlist's URI lines (segments, or a master's renditions), each replaced by where it went. */
async function rewritePlaylist(
  text: string,
  store: (uri: string) => Promise<string>,
): Promise<string> {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    out.push(trimmed === '' || trimmed.startsWith('#') ? line : await store(trimmed));
  }
  return out.join('\n');
}

/**
 * Puts a transcode's files through the media store. The store names every file itself, so the
 * playlists are rewritten to point at the addresses it gave: segments first, then each
 * rendition's playlist, then the master that lists them.
 */
export async function storeVideoOutputs(
  media: MediaStore,
  result: TranscodeResult,
): Promise<StoredVideo> {
  const master = await readFile(result.hlsMaster, 'utf8');
  const hlsText = await rewritePlaylist(master, async (renditionPath) => {
    const file = join(result.hlsDir, renditionPath);
    const playlist = await readFile(file, 'utf8');
    const rewritten = await rewritePlaylist(playlist, async (segment) =>
      media.put(await readFile(join(dirname(file), segment)), 'ts', FOLDER),
    );
    return media.put(Buffer.from(rewritten, 'utf8'), 'm3u8', FOLDER);
  });
  const hlsUrl = await media.put(Buffer.from(hlsText, 'utf8'), 'm3u8', FOLDER);
  const mp4Url = await media.put(await readFile(result.mp4), 'mp4', FOLDER);
  const posterUrl = await media.put(await readFile(result.poster), 'jpg', FOLDER);
  return { hlsUrl, mp4Url, posterUrl };
}
