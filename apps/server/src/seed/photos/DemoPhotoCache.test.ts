import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cropName, pictureAddress } from '@news/contract/pictures';
import { DemoPhotoCache, type DemoPhoto } from './DemoPhotoCache.ts';
import type { DemoScene } from './demoScenes.ts';

/** A scene small enough to make in a blink: a sky over a red field, its subject top right. */
const SMALL: DemoScene = {
  key: 'kites',
  width: 640,
  height: 480,
  focus: { x: 80, y: 20 },
  keywords: [],
  draw(canvas) {
    canvas.band(0, canvas.height, [
      [0, '#4a7ab8'],
      [0.6, '#d8e4ee'],
      [0.61, '#b8322a'],
      [1, '#5a1414'],
    ]);
    canvas.glow(canvas.width * 0.8, canvas.height * 0.2, 80, '#ffffff');
  },
};

const names = (photo: DemoPhoto): string[] => photo.files.map((file) => file.name).sort();

describe('the demo photographs’ cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'news-photo-cache-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a scene through the picture pipeline once, then reads the same folder back', async () => {
    const cache = new DemoPhotoCache(dir);
    const made = await cache.photo(SMALL);
    expect(made).toMatchObject({ width: 640, height: 480 });
    expect(pictureAddress(`/media/pictures/${'0'.repeat(32)}/${made.addressName}`)).toMatchObject({
      width: 640,
      height: 480,
    });
    // The pipeline's files, and the crops around the scene's point and the centre.
    expect(names(made)).toEqual(
      expect.arrayContaining([
        'source.jpg',
        'og.jpg',
        // The small cards' step (issue 38): a seed from before it made none.
        'w200.webp',
        'w200.jpg',
        'w320.webp',
        'w640.jpg',
        made.addressName,
        cropName('og', SMALL.focus),
        cropName('c1x1', SMALL.focus),
        cropName('c1x1', { x: 50, y: 50 }),
      ]),
    );
    const og = made.files.find((file) => file.name === cropName('og', SMALL.focus));
    // The share card's shape, never enlarged: a 640-wide picture gives a 640-wide card.
    expect(await sharp(og?.bytes).metadata()).toMatchObject({ width: 640, height: 336 });

    const folder = join(cache.root, SMALL.key);
    const madeAt = statSync(join(folder, 'source.jpg')).mtimeMs;
    const again = await new DemoPhotoCache(dir).photo(SMALL);
    expect(again.addressName).toBe(made.addressName);
    expect(names(again)).toEqual(names(made));
    for (const file of again.files)
      expect(
        Buffer.compare(
          file.bytes,
          made.files.find((f) => f.name === file.name)?.bytes ?? Buffer.alloc(0),
        ),
        file.name,
      ).toBe(0);
    expect(statSync(join(folder, 'source.jpg')).mtimeMs).toBe(madeAt);
    // Nothing half-written or locked is left beside it.
    expect(readdirSync(cache.root)).toEqual([SMALL.key]);
  });

  it('gives two seeders asking at once the same folder, written once', async () => {
    const [one, two] = await Promise.all([
      new DemoPhotoCache(dir).photo(SMALL),
      new DemoPhotoCache(dir).photo(SMALL),
    ]);
    expect(one.addressName).toBe(two.addressName);
    expect(readdirSync(new DemoPhotoCache(dir).root)).toEqual([SMALL.key]);
  });

  it('waits for a seeder holding the lock, and breaks a lock its holder left behind', async () => {
    const cache = new DemoPhotoCache(dir);
    const lock = join(cache.root, `${SMALL.key}.lock`);
    mkdirSync(lock, { recursive: true });
    let done = false;
    const waiting = cache.photo(SMALL).then((photo) => {
      done = true;
      return photo;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(done).toBe(false);
    // Ten minutes old: its holder died while making the scene.
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(lock, old, old);
    expect((await waiting).width).toBe(640);
    expect(readdirSync(cache.root)).toEqual([SMALL.key]);
  });

  it('makes what is missing when asked to be ready, and leaves what is kept alone', async () => {
    const cache = new DemoPhotoCache(dir);
    await cache.ensure([SMALL]);
    const source = join(cache.root, SMALL.key, 'source.jpg');
    const madeAt = statSync(source).mtimeMs;
    await cache.ensure([SMALL]);
    expect(statSync(source).mtimeMs).toBe(madeAt);
    expect(readdirSync(cache.root)).toEqual([SMALL.key]);
  });

  it('still makes the photographs where it cannot keep them', async () => {
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, 'not a directory');
    const photo = await new DemoPhotoCache(blocked).photo(SMALL);
    expect(photo.files.some((file) => file.name === photo.addressName)).toBe(true);
  });
});
