import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraPhoto } from './cameraPhoto.ts';
import type { DemoScene } from './demoScenes.ts';

const scene = (sideways: boolean): DemoScene => ({
  key: 'oldTown',
  width: 300,
  height: 400,
  focus: { x: 50, y: 50 },
  sideways,
  keywords: [],
  draw(canvas) {
    // Red on top, blue below: which way is up can be told.
    canvas.rect(0, 0, canvas.width, canvas.height / 4, '#ff0000');
    canvas.rect(0, canvas.height / 4, canvas.width, canvas.height, '#0000ff');
  },
});

async function topIsRed(bytes: Buffer): Promise<boolean> {
  const { data } = await sharp(bytes)
    .rotate()
    .extract({ left: 100, top: 20, width: 100, height: 40 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  let blue = 0;
  for (let i = 0; i < data.length; i += 3) {
    red += data[i] ?? 0;
    blue += data[i + 2] ?? 0;
  }
  return red > blue * 2;
}

describe('a demo scene as a camera JPEG', () => {
  it('is the same JPEG every time, at the scene’s size, with grain that no drawing has', async () => {
    const one = await cameraPhoto(scene(false));
    expect(one.equals(await cameraPhoto(scene(false)))).toBe(true);
    expect(await sharp(one).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    // A flat red band comes out as many reds: the sensor's grain and the lens's fall-off.
    const { data } = await sharp(one)
      .extract({ left: 0, top: 0, width: 300, height: 90 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const reds = new Set<number>();
    for (let i = 0; i < data.length; i += 3) reds.add(data[i] ?? 0);
    expect(reds.size).toBeGreaterThan(20);
    expect(await topIsRed(one)).toBe(true);
  });

  it('stores a sideways scene as a phone does, turned with EXIF orientation 6', async () => {
    const sideways = await cameraPhoto(scene(true));
    expect(await sharp(sideways).metadata()).toMatchObject({
      width: 400,
      height: 300,
      orientation: 6,
    });
    expect(await topIsRed(sideways)).toBe(true);
  });
});
