import { describe, expect, it } from 'vitest';
import { answerTracesInPng, pngChunkTypes } from '../testing/answerTracesInPng.ts';
import { makeCaptcha } from './captcha.ts';
import { captchaGlyphs } from './captchaGlyphs.ts';

describe('makeCaptcha', () => {
  it('draws a PNG of twice the shown size with nothing but pixels in it', async () => {
    const { answer, png } = await makeCaptcha();
    expect(answer).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(pngChunkTypes(png)).toEqual(['IHDR', 'IDAT', 'IEND']);
    // Width and height from the header: 240 × 88 pixels for a 120 × 44 picture.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 88]);
    expect(answerTracesInPng(png, answer)).toEqual([]);
  });

  it('never carries its answer in any encoding a program would look for, over many pictures', async () => {
    for (let i = 0; i < 40; i++) {
      const { answer, png } = await makeCaptcha();
      expect(answerTracesInPng(png, answer), answer).toEqual([]);
    }
  });

  it('draws a different picture and answer each time, in a few kilobytes', async () => {
    const pictures = await Promise.all(Array.from({ length: 8 }, () => makeCaptcha()));
    expect(new Set(pictures.map((p) => p.png.toString('base64'))).size).toBe(8);
    expect(new Set(pictures.map((p) => p.answer)).size).toBeGreaterThan(1);
    for (const { png } of pictures) {
      // Not blank (a plain background compresses to a few hundred bytes), and small.
      expect(png.length).toBeGreaterThan(4_000);
      expect(png.length).toBeLessThan(30_000);
    }
  });

  it('traces every character it uses from the font, once per process', async () => {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const glyphs = await captchaGlyphs(alphabet);
    expect([...glyphs.keys()].join('')).toBe(alphabet);
    for (const [ch, glyph] of glyphs) {
      expect(glyph.commands.length, ch).toBeGreaterThan(3);
      expect(glyph.width, ch).toBeGreaterThan(20);
      expect(glyph.height, ch).toBeGreaterThan(60);
    }
    expect(captchaGlyphs(alphabet)).toBe(captchaGlyphs(alphabet));
  });
});
