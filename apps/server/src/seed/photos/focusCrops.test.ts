import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropBox, focusCrops } from './focusCrops.ts';

/** Blue on the left half, red on the right. */
async function halves(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: 1200, height: 1800, channels: 3, background: '#ff0000' } },
        left: 1200,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
}

async function redder(bytes: Uint8Array): Promise<boolean> {
  const { channels } = await sharp(bytes).stats();
  return (channels[0]?.mean ?? 0) > (channels[2]?.mean ?? 0);
}

describe('crops around a focal point', () => {
  it('takes the largest box of the shape, centred on the point as far as the edges allow', () => {
    expect(cropBox(4000, 3000, 1, { x: 50, y: 50 })).toEqual({
      left: 500,
      top: 0,
      width: 3000,
      height: 3000,
    });
    expect(cropBox(4000, 3000, 1, { x: 90, y: 10 })).toEqual({
      left: 1000,
      top: 0,
      width: 3000,
      height: 3000,
    });
    expect(cropBox(4000, 3000, 1200 / 630, { x: 50, y: 5 })).toEqual({
      left: 0,
      top: 0,
      width: 4000,
      height: 2100,
    });
    expect(cropBox(3000, 4000, 16 / 9, { x: 50, y: 80 })).toEqual({
      left: 0,
      top: 2312,
      width: 3000,
      height: 1688,
    });
  });

  it('makes each crop at its size around the point and the centre, leaving out those there are', async () => {
    const crops = await focusCrops(await halves(), { x: 95, y: 50 }, new Set(['og-50-50.jpg']));
    expect(crops.map((crop) => crop.name).sort()).toEqual([
      'c16x9-50-50.jpg',
      'c16x9-95-50.jpg',
      'c1x1-50-50.jpg',
      'c1x1-95-50.jpg',
      'c4x3-50-50.jpg',
      'c4x3-95-50.jpg',
      'og-95-50.jpg',
    ]);
    const square = crops.find((crop) => crop.name === 'c1x1-95-50.jpg');
    expect(await sharp(square?.bytes).metadata()).toMatchObject({ width: 1200, height: 1200 });
    expect(await redder(square?.bytes ?? new Uint8Array())).toBe(true);
    const left = await focusCrops(await halves(), { x: 5, y: 50 }, new Set());
    const leftSquare = left.find((crop) => crop.name === 'c1x1-5-50.jpg');
    expect(await redder(leftSquare?.bytes ?? new Uint8Array())).toBe(false);
  });
});
