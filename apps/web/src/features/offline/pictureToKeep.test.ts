import { describe, expect, it } from 'vitest';
import { pictureToKeep } from './pictureToKeep.ts';

const SITE = 'https://news.example';
const FOLDER = `${SITE}/media/pictures/0123456789abcdef0123456789abcdef/`;
/** A camera picture's address: the file there is its 1280-px JPEG. */
const CAMERA = `${FOLDER}4032x3024-2a6f97.jpg`;
const OTHER = `${SITE}/media/pictures/fedcba9876543210fedcba9876543210/`;

describe('the picture file the offline shelf keeps', () => {
  it('keeps the rendition the page showed, not the picture’s 1280-px address', () => {
    const shown = [`${OTHER}w1920.webp`, `${FOLDER}w720.webp`, `${SITE}/media/seed/a.svg`];
    expect(pictureToKeep(CAMERA, shown, 1440)).toBe(`${FOLDER}w720.webp`);
  });

  it('keeps the largest when the page showed the picture twice, as a card and in the article', () => {
    const shown = [`${FOLDER}w200.webp`, `${FOLDER}w960.webp`, `${FOLDER}w320.webp`];
    expect(pictureToKeep(CAMERA, shown, 200)).toBe(`${FOLDER}w960.webp`);
    // A browser that takes no WebP showed the JPEG renditions.
    expect(pictureToKeep(CAMERA, [`${FOLDER}w640.jpg`], 200)).toBe(`${FOLDER}w640.jpg`);
  });

  it('keeps the WebP rendition for the page’s width when the page has not shown it yet', () => {
    // Below the first screen (lazy) or kept from a list: a 390-px phone column at DPR 2.
    expect(pictureToKeep(CAMERA, [`${OTHER}w720.webp`, CAMERA], 780)).toBe(`${FOLDER}w960.webp`);
    expect(pictureToKeep(CAMERA, [], 600)).toBe(`${FOLDER}w640.webp`);
    // With a focal point: the file, which no request names with its fragment.
    expect(pictureToKeep(`${CAMERA}#focus=20,30`, [], 600)).toBe(`${FOLDER}w640.webp`);
  });

  it('keeps any other picture as it is', () => {
    const drawing = `${SITE}/media/seed/ab/abcdef.svg`;
    expect(pictureToKeep(drawing, [drawing], 780)).toBe(drawing);
  });
});
