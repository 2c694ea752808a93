import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PICTURE_WIDTHS,
  pictureAddress,
  pictureWidths,
  renditionName,
} from '@news/contract/pictures';
import { pngHeaderClaiming, pngImage, text } from '../testing/imageFixtures.ts';
import { cameraJpeg, displayP3Jpeg, portraitPhoneJpeg } from '../testing/photoFixtures.ts';
import type { MediaFile } from './MediaStore.ts';
import {
  cropBox,
  LATE_PICTURE_WIDTHS,
  PicturePipeline,
  type ProcessedPicture,
} from './PicturePipeline.ts';

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
    expect(widths).toEqual([200, 320, 480, 640, 720, 960, 1080, 1280, 1920, 2560]);
    const expected = [
      picture.addressName,
      'source.jpg',
      'og.jpg',
      'c16x9-50-50.jpg',
      'c4x3-50-50.jpg',
      'c1x1-50-50.jpg',
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

  it('makes late every width the ladder gained after the first pictures were stored', () => {
    // The ladder of the first stored pictures (docs/adr/0024): their folders have these only, so
    // any other step must be made when first asked for, or their srcsets point at missing files.
    const first = [320, 480, 640, 960, 1280, 1920, 2560];
    expect(PICTURE_WIDTHS.filter((width) => !first.includes(width))).toEqual([
      ...LATE_PICTURE_WIDTHS,
    ]);
  });

  it('never enlarges a picture: its own width closes the ladder', async () => {
    const picture = await processed(await cameraJpeg({ width: 1000, height: 500, seed: 2 }));
    const names = picture.files.map((f) => f.name);
    for (const width of [200, 320, 480, 640, 720, 960, 1000]) {
      expect(names).toContain(renditionName(width, 'webp'));
      expect((await sharp(file(picture, renditionName(width, 'jpg'))).metadata()).width).toBe(
        width,
      );
    }
    expect(names.filter((name) => /^w\d+\./.test(name))).toHaveLength(14);
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

  it('keeps half its places for the newsroom: the public’s pictures never make an editor’s busy', async () => {
    const pipeline = new PicturePipeline({ inFlight: 2, queue: 4 });
    const photos = await Promise.all(
      [21, 22, 23, 24, 25, 26].map((seed) => cameraJpeg({ width: 640, height: 480, seed })),
    );
    // A reader's avatars, all at once: three of the six places, then busy.
    const readers = photos.map((photo) => pipeline.process(photo, MB * 5, 'public'));
    // An editor's upload while the readers' wait: queued, not refused.
    const editor = pipeline.process(photos[0] ?? Buffer.of(), MB * 5, 'desk');
    const outcomes = (await Promise.all(readers)).map((o) => (o.ok ? 'ok' : o.problem));
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'busy', 'busy', 'busy']);
    expect((await editor).ok).toBe(true);
  });

  it('makes the centre crops of every shape when a picture enters, never larger than it', async () => {
    const picture = await processed(await cameraJpeg());
    for (const [name, width, height] of [
      ['c16x9-50-50.jpg', 1200, 675],
      ['c4x3-50-50.jpg', 1200, 900],
      ['c1x1-50-50.jpg', 1200, 1200],
    ] as const)
      expect(await sharp(file(picture, name)).metadata()).toMatchObject({
        format: 'jpeg',
        width,
        height,
      });
    const small = await processed(pngImage({ width: 400, height: 300 }));
    expect(await sharp(file(small, 'c1x1-50-50.jpg')).metadata()).toMatchObject({
      width: 300,
      height: 300,
    });
    expect(await sharp(file(small, 'c16x9-50-50.jpg')).metadata()).toMatchObject({
      width: 400,
      height: 225,
    });
  });

  it('crops around a focal point: a subject at the right edge is in its square, not in the centre’s', async () => {
    // White, with a red square at the right edge, halfway down.
    const photo = await sharp({
      create: { width: 1600, height: 800, channels: 3, background: '#ffffff' },
    })
      .composite([
        {
          input: {
            create: { width: 150, height: 150, channels: 3, background: '#ff0000' },
          },
          left: 1440,
          top: 325,
        },
      ])
      .png()
      .toBuffer();
    const pipeline = new PicturePipeline({ inFlight: 1, queue: 4 });
    const entered = await pipeline.process(photo, 40 * MB);
    if (!entered.ok) throw new Error(entered.problem);
    const crops = await pipeline.cropsAround(file(entered.picture, 'source.jpg'), { x: 95, y: 50 });
    if (!crops.ok) throw new Error(crops.problem);
    expect(crops.files.map((f) => f.name)).toEqual([
      'og-95-50.jpg',
      'c16x9-95-50.jpg',
      'c4x3-95-50.jpg',
      'c1x1-95-50.jpg',
    ]);
    const square = crops.files.find((f) => f.name === 'c1x1-95-50.jpg')?.bytes ?? Buffer.of();
    // The square box (800 × 800) is pushed against the right edge: pixels 800–1599 of the source.
    expect(await sharp(square).metadata()).toMatchObject({ width: 800, height: 800 });
    expect(near(await pixelAt(square, 1515 - 800, 400), [255, 0, 0], 40)).toBe(true);
    expect(await redShare(square)).toBeGreaterThan(0.03);
    // The centre's square (pixels 400–1199) holds none of it.
    expect(await redShare(file(entered.picture, 'c1x1-50-50.jpg'))).toBe(0);
    expect(
      near(await pixelAt(file(entered.picture, 'c1x1-50-50.jpg'), 790, 400), [255, 255, 255], 10),
    ).toBe(true);
  });

  it('places a crop box around the point, clamped at the picture’s edges', () => {
    expect(cropBox(1600, 800, 'c1x1', { x: 95, y: 50 })).toEqual({
      left: 800,
      top: 0,
      width: 800,
      height: 800,
      outWidth: 800,
      outHeight: 800,
    });
    expect(cropBox(4000, 3000, 'c1x1', { x: 10, y: 50 })).toEqual({
      left: 0,
      top: 0,
      width: 3000,
      height: 3000,
      outWidth: 1200,
      outHeight: 1200,
    });
    expect(cropBox(4000, 3000, 'og', { x: 50, y: 20 })).toMatchObject({
      left: 0,
      top: 0,
      width: 4000,
      height: 2100,
    });
    expect(cropBox(4000, 3000, 'og', { x: 50, y: 60 })).toMatchObject({ top: 750 });
  });
});

/** The share of a picture's pixels that are clearly red. */
async function redShare(bytes: Uint8Array): Promise<number> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 255) < 80 && (data[i + 2] ?? 255) < 80) red += 1;
  return red / (info.width * info.height);
}
