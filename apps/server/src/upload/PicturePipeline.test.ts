import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictureAddress, pictureWidths, renditionName } from '@news/contract/pictures';
import { pngHeaderClaiming, pngImage, text } from '../testing/imageFixtures.ts';
import { cameraJpeg, displayP3Jpeg, portraitPhoneJpeg } from '../testing/photoFixtures.ts';
import type { MediaFile } from './MediaStore.ts';
import { PicturePipeline, type ProcessedPicture } from './PicturePipeline.ts';

const MB = 1024 * 1024;

async function processed(bytes: Uint8Array, maxBytes = 40 * MB): Promise<ProcessedPicture> {
  const outcome = await new PicturePipeline({ inFlight: 1, queue: 4 }).process(bytes, maxBytes);
  if (!outcome.ok) throw new Error(`refused: ${outcome.problem}`);
  return outcome.picture;
}

function file(picture: ProcessedPicture, name: string): Buffer {
  const found = picture.files.find((each: MediaFile) => each.name === name);
  if (!found) throw new Error(`no ${name} among ${picture.files.map((f) => f.name).join(', ')}`);
  return Buffer.from(found.bytes);
}

async function pixelAt(bytes: Uint8Array, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(bytes)
    .extract({ left, top, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

const near = (actual: number[], expected: number[], within: number): boolean =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= within);

describe('the picture pipeline', () => {
  it('makes a camera picture into its source, every rendition of the ladder and the share card', async () => {
    const picture = await processed(await cameraJpeg());
    expect(picture).toMatchObject({ width: 4032, height: 3024 });
    const address = pictureAddress(`/media/pictures/${'0'.repeat(32)}/${picture.addressName}`);
    expect(address).toMatchObject({ width: 4032, height: 3024, color: picture.color });

    const widths = pictureWidths(4032);
    expect(widths).toEqual([320, 480, 640, 960, 1280, 1920, 2560]);
    const expected = [
      picture.addressName,
      'source.jpg',
      'og.jpg',
      ...widths.flatMap((w) => [renditionName(w, 'jpg'), renditionName(w, 'webp')]),
    ];
    expect(picture.files.map((f) => f.name).sort()).toEqual(expected.sort());
    for (const width of widths)
      for (const format of ['jpg', 'webp'] as const) {
        const meta = await sharp(file(picture, renditionName(width, format))).metadata();
        expect({ width, format, got: [meta.format, meta.width, meta.height] }).toEqual({
          width,
          format,
          got: [format === 'jpg' ? 'jpeg' : 'webp', width, Math.round((width * 3024) / 4032)],
        });
      }
    expect(await sharp(file(picture, 'source.jpg')).metadata()).toMatchObject({
      format: 'jpeg',
      width: 4032,
      height: 3024,
    });
    expect(await sharp(file(picture, 'og.jpg')).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // The file at the address is a JPEG at most 1280 pixels wide, for clients that know nothing of this.
    expect(await sharp(file(picture, picture.addressName)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1280,
      height: 960,
    });
    // A phone's screen-wide rendition is small; the source is what crops are cut from.
    expect(file(picture, 'w960.webp').length).toBeLessThan(300_000);
  });

  it('turns a portrait phone photo upright and keeps none of its EXIF, GPS or camera', async () => {
    const photo = await portraitPhoneJpeg(300, 400);
    expect(await sharp(photo).metadata()).toMatchObject({
      width: 400,
      height: 300,
      orientation: 6,
    });
    expect(photo.includes('Exif')).toBe(true);
    const picture = await processed(photo);
    expect(picture.addressName).toMatch(/^300x400-[0-9a-f]{6}\.jpg$/);
    for (const name of ['source.jpg', picture.addressName, 'w300.jpg', 'w300.webp']) {
      const bytes = file(picture, name);
      const meta = await sharp(bytes).metadata();
      expect({ name, size: [meta.width, meta.height] }).toEqual({ name, size: [300, 400] });
      // The top of the picture is the red band, the bottom blue: upright, not sideways.
      expect({ name, top: near(await pixelAt(bytes, 150, 10), [255, 0, 0], 40) }).toEqual({
        name,
        top: true,
      });
      expect({ name, bottom: near(await pixelAt(bytes, 150, 390), [0, 0, 255], 40) }).toEqual({
        name,
        bottom: true,
      });
    }
    for (const each of picture.files) {
      const meta = await sharp(each.bytes).metadata();
      expect({ name: each.name, exif: meta.exif, icc: meta.icc, xmp: meta.xmp }).toEqual({
        name: each.name,
        exif: undefined,
        icc: undefined,
        xmp: undefined,
      });
      const bytes = Buffer.from(each.bytes);
      for (const marker of ['Exif', 'GPS', 'PhoneCo', 'Pocket 12'])
        expect({ name: each.name, marker, found: bytes.includes(marker) }).toMatchObject({
          found: false,
        });
    }
  });

  it('converts a Display P3 picture to sRGB rather than dropping its profile', async () => {
    const meant = { r: 200, g: 100, b: 50 };
    const p3 = await displayP3Jpeg(meant);
    // Read without its profile, the numbers are other (washed out): this is what dropping it shows.
    const stored = [...(await sharp(p3, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)];
    expect(near(stored, [200, 100, 50], 6)).toBe(false);
    const picture = await processed(p3);
    const source = file(picture, 'source.jpg');
    expect((await sharp(source).metadata()).icc).toBeUndefined();
    expect(await pixelAt(source, 32, 32)).toSatisfy((rgb: number[]) =>
      near(rgb, [meant.r, meant.g, meant.b], 4),
    );
    expect(picture.color).toSatisfy((hex: string) => {
      const rgb = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      return near(rgb, [meant.r, meant.g, meant.b], 8);
    });
  });

  it('never enlarges a picture: its own width closes the ladder', async () => {
    const picture = await processed(await cameraJpeg({ width: 1000, height: 500, seed: 2 }));
    const names = picture.files.map((f) => f.name);
    for (const width of [320, 480, 640, 960, 1000]) {
      expect(names).toContain(renditionName(width, 'webp'));
      expect((await sharp(file(picture, renditionName(width, 'jpg'))).metadata()).width).toBe(
        width,
      );
    }
    expect(names.filter((name) => /^w\d+\./.test(name))).toHaveLength(10);
    expect(await sharp(file(picture, picture.addressName)).metadata()).toMatchObject({
      width: 1000,
      height: 500,
    });
  });

  it('keeps a GIF’s first frame and puts transparent pixels on white', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    // Two frames: green, then red.
    const gif = await sharp([await frame('#008000'), await frame('#ff0000')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(2);
    const still = await processed(gif);
    expect(still.addressName).toMatch(/^20x20-/);
    expect(near(await pixelAt(file(still, 'source.jpg'), 10, 10), [0, 128, 0], 12)).toBe(true);

    const clear = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const flattened = await processed(clear);
    expect(await pixelAt(file(flattened, 'source.jpg'), 4, 4)).toEqual([255, 255, 255]);
  });

  it('refuses a decompression bomb from its header, before any decoder sees it', async () => {
    const pipeline = new PicturePipeline({ inFlight: 1, queue: 1 });
    // A tiny PNG claiming 30000×30000: a decoder would fail on it as broken ("not an image"), so
    // "too large" says it never got that far.
    expect(await pipeline.process(pngHeaderClaiming(30_000, 30_000), 5 * MB)).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    // A real, well-formed PNG of 42 megapixels that compresses to almost nothing.
    const flood = pngImage({ width: 7000, height: 6000 });
    expect(flood.length).toBeLessThan(1 * MB);
    const started = performance.now();
    expect(await pipeline.process(flood, 5 * MB)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuses what is not a picture, or over the byte limit it was given', async () => {
    const pipeline = new PicturePipeline({ inFlight: 1, queue: 1 });
    expect(await pipeline.process(text('<svg onload="alert(1)"/>'), MB)).toEqual({
      ok: false,
      problem: 'notImage',
    });
    const photo = await cameraJpeg({ width: 400, height: 300, seed: 3 });
    expect(await pipeline.process(photo, photo.length - 1)).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    // A well-formed PNG whose pixel data is not deflate data: the decoder's refusal is "not an
    // image", never a crash.
    expect(await pipeline.process(pngHeaderClaiming(10, 10), MB)).toEqual({
      ok: false,
      problem: 'notImage',
    });
  });

  it('processes a bounded number at once, queues a few and refuses more as busy', async () => {
    const pipeline = new PicturePipeline({ inFlight: 1, queue: 1 });
    const photos = await Promise.all(
      [11, 12, 13].map((seed) => cameraJpeg({ width: 800, height: 600, seed })),
    );
    const outcomes = await Promise.all(photos.map((photo) => pipeline.process(photo, MB * 5)));
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.problem))).toEqual([
      'ok',
      'ok',
      'busy',
    ]);
    // Once the queue has drained, the next is taken again.
    expect((await pipeline.process(photos[2] ?? Buffer.of(), MB * 5)).ok).toBe(true);
  });
});
