import { describe, expect, it } from 'vitest';
import { posterRendition } from './posterRendition.ts';

const BASE = '/media/pictures/0123456789abcdef0123456789abcdef/';

describe('posterRendition', () => {
  it('shows a pipeline picture’s 720-pixel WebP, focal point or not', () => {
    expect(posterRendition(`${BASE}4032x3024-2a6f97.jpg`)).toBe(`${BASE}w720.webp`);
    expect(posterRendition(`${BASE}4032x3024-2a6f97.jpg#focus=30,70`)).toBe(`${BASE}w720.webp`);
  });

  it('never asks for a rendition larger than the picture', () => {
    expect(posterRendition(`${BASE}600x338-336699.jpg`)).toBe(`${BASE}w600.webp`);
  });

  it('keeps any other address as it is', () => {
    expect(posterRendition('/media/demo/video/clip1.jpg')).toBe('/media/demo/video/clip1.jpg');
    expect(posterRendition('https://example.com/poster.png')).toBe(
      'https://example.com/poster.png',
    );
  });
});
