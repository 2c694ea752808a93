import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DirectoryMediaStore } from '../../upload/DirectoryMediaStore.ts';
import { PicturePipeline } from '../../upload/PicturePipeline.ts';
import { LateRenditions } from './LateRenditions.ts';

describe('renditions made the first time they are asked for', () => {
  const dir = mkdtempSync(join(tmpdir(), 'news-late-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('decodes a picture once to learn a width is none of its ladder, however often it is asked', async () => {
    const media = new DirectoryMediaStore(dir);
    const pipeline = new PicturePipeline({ inFlight: 1, queue: 4 });
    const decodes = vi.spyOn(pipeline, 'renditionsAt');
    // A very tall picture, narrower than the 720-px step.
    const source = await sharp({
      create: { width: 600, height: 9000, channels: 3, background: '#345' },
    })
      .jpeg()
      .toBuffer();
    const folder = await media.putFolder([{ name: 'source.jpg', bytes: source }], 'pictures');
    const late = new LateRenditions(media, pipeline);
    for (let i = 0; i < 5; i += 1) expect(await late.ensure(`${folder}w720.webp`)).toBe('missing');
    // At once, too: a burst makes one decode.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => late.ensure(`${folder}w720.jpg`)),
    );
    expect(burst).toEqual(Array.from({ length: 5 }, () => 'missing'));
    expect(decodes).toHaveBeenCalledTimes(1);
    // A width the picture has is made, once.
    expect(await late.ensure(`${folder}w200.webp`)).toBe('stored');
    expect(await late.ensure(`${folder}w200.webp`)).toBe('stored');
    expect(decodes).toHaveBeenCalledTimes(2);
  });
});
