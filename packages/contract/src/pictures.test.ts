import { describe, expect, it } from 'vitest';
import {
  pictureAddress,
  pictureFileName,
  pictureSrcset,
  pictureWidths,
  renditionUrl,
  shareCardUrl,
  cropSize,
  cropUrl,
  focusPosition,
  plainPictureUrl,
  withFocus,
} from './pictures.ts';

const HASH = '0123456789abcdef0123456789abcdef';

describe('picture addresses', () => {
  it('reads size and colour from an address, relative or absolute', () => {
    expect(pictureAddress(`/media/pictures/${HASH}/4032x3024-a1b2c3.jpg`)).toEqual({
      base: `/media/pictures/${HASH}/`,
      width: 4032,
      height: 3024,
      color: '#a1b2c3',
    });
    expect(
      pictureAddress(`https://news.example/media/pictures/${HASH}/800x600-000000.jpg`)?.base,
    ).toBe(`https://news.example/media/pictures/${HASH}/`);
  });

  it('is not fooled by other media, renditions or odd names', () => {
    for (const url of [
      '/media/seed/ab/abcdef.svg',
      `/media/pictures/${HASH}/w640.jpg`,
      `/media/pictures/${HASH}/0x600-000000.jpg`,
      `/media/pictures/${HASH}/800x600-00000g.jpg`,
      `/media/pictures/${HASH.slice(1)}/800x600-000000.jpg`,
      `/media/pictures/${HASH}/800x600-000000.jpg?x=1`,
      '',
    ])
      expect(pictureAddress(url)).toBeUndefined();
  });

  it('round-trips the file name it makes', () => {
    const name = pictureFileName(1000, 750, '#A1B2C3');
    expect(name).toBe('1000x750-a1b2c3.jpg');
    expect(pictureAddress(`/media/pictures/${HASH}/${name}`)?.color).toBe('#a1b2c3');
  });

  it('never enlarges: the ladder stops at the picture’s own width', () => {
    expect(pictureWidths(4032)).toEqual([200, 320, 480, 640, 720, 960, 1080, 1280, 1920, 2560]);
    expect(pictureWidths(1000)).toEqual([200, 320, 480, 640, 720, 960, 1000]);
    expect(pictureWidths(640)).toEqual([200, 320, 480, 640]);
    expect(pictureWidths(250)).toEqual([200, 250]);
    expect(pictureWidths(200)).toEqual([200]);
    expect(pictureWidths(150)).toEqual([150]);
  });

  it('offers every rendition in a srcset and picks the smallest wide enough', () => {
    const picture = pictureAddress(`/media/pictures/${HASH}/1000x750-a1b2c3.jpg`);
    if (!picture) throw new Error('not an address');
    expect(pictureSrcset(picture, 'webp')).toBe(
      [200, 320, 480, 640, 720, 960, 1000]
        .map((w) => `/media/pictures/${HASH}/w${String(w)}.webp ${String(w)}w`)
        .join(', '),
    );
    expect(renditionUrl(picture, 500)).toBe(`/media/pictures/${HASH}/w640.jpg`);
    // A 112-px card at Lighthouse's DPR of 1.75 fills 196 device pixels.
    expect(renditionUrl(picture, 196, 'webp')).toBe(`/media/pictures/${HASH}/w200.webp`);
    expect(renditionUrl(picture, 5000, 'webp')).toBe(`/media/pictures/${HASH}/w1000.webp`);
    expect(shareCardUrl(picture)).toBe(`/media/pictures/${HASH}/og.jpg`);
  });
});

describe('focal points', () => {
  const address = `/media/pictures/${HASH}/4032x3024-a1b2c3.jpg`;

  it('reads the focus fragment readers get, and refuses points off the picture', () => {
    expect(pictureAddress(`${address}#focus=12,80`)?.focus).toEqual({ x: 12, y: 80 });
    expect(pictureAddress(address)?.focus).toBeUndefined();
    expect(pictureAddress(`${address}#focus=101,5`)).toBeUndefined();
    expect(pictureAddress(`${address}#focus=5`)).toBeUndefined();
  });

  it('adds the fragment only for a point other than the centre, and strips it again', () => {
    expect(withFocus(address, { x: 12, y: 80 })).toBe(`${address}#focus=12,80`);
    expect(withFocus(`${address}#focus=1,1`, { x: 50, y: 50 })).toBe(address);
    expect(plainPictureUrl(`${address}#focus=12,80`)).toBe(address);
  });

  it('crops and the share card follow the point', () => {
    const focused = pictureAddress(`${address}#focus=12,80`);
    const centred = pictureAddress(address);
    if (!focused || !centred) throw new Error('not an address');
    expect(focusPosition(focused)).toBe('12% 80%');
    expect(focusPosition(centred)).toBe('50% 50%');
    expect(cropUrl(focused, 'c1x1')).toBe(`/media/pictures/${HASH}/c1x1-12-80.jpg`);
    expect(cropUrl(centred, 'c16x9')).toBe(`/media/pictures/${HASH}/c16x9-50-50.jpg`);
    expect(shareCardUrl(focused)).toBe(`/media/pictures/${HASH}/og-12-80.jpg`);
    expect(shareCardUrl(centred)).toBe(`/media/pictures/${HASH}/og.jpg`);
  });
});

describe('crop sizes', () => {
  it('is the crop’s own size, or the largest box of its shape a small picture holds', () => {
    expect(cropSize({ width: 4000, height: 3000 }, 'og')).toEqual({ width: 1200, height: 630 });
    expect(cropSize({ width: 3000, height: 4000 }, 'c1x1')).toEqual({ width: 1200, height: 1200 });
    expect(cropSize({ width: 640, height: 480 }, 'og')).toEqual({ width: 640, height: 336 });
    expect(cropSize({ width: 640, height: 480 }, 'c1x1')).toEqual({ width: 480, height: 480 });
  });
});
