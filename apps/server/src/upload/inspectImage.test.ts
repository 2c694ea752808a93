import { describe, expect, it } from 'vitest';
import { concatBytes } from './binary.ts';
import {
  gifComment,
  gifImage,
  jpegImage,
  pngChunk,
  pngHeaderClaiming,
  pngImage,
  riffChunk,
  riffWebp,
  text,
  vp8lChunk,
  webpImage,
  webpWithMetadata,
} from '../testing/imageFixtures.ts';
import { inspectImage } from './inspectImage.ts';

const refused = (reason: string) => ({ ok: false, reason });

describe('inspectImage', () => {
  it.each([
    ['png', pngImage({ width: 3, height: 2 }), 3, 2, 'image/png', 'png'],
    ['jpeg', jpegImage({ width: 7, height: 5 }), 7, 5, 'image/jpeg', 'jpg'],
    ['gif', gifImage(), 1, 1, 'image/gif', 'gif'],
    ['webp', webpImage({ width: 5, height: 3 }), 5, 3, 'image/webp', 'webp'],
  ] as const)(
    'accepts a %s with its size and file type',
    (format, bytes, width, height, mime, extension) => {
      expect(inspectImage(bytes)).toEqual({ ok: true, format, width, height, mime, extension });
    },
  );

  it('accepts 1×1 images and an extended WebP', () => {
    for (const bytes of [pngImage(), jpegImage(), webpImage(), webpWithMetadata()]) {
      expect(inspectImage(bytes)).toMatchObject({ ok: true, width: 1, height: 1 });
    }
  });

  it('goes by the bytes, not by what the upload claims to be', () => {
    expect(inspectImage(text('just some notes, saved as avatar.jpg\n'))).toEqual(
      refused('notImage'),
    );
    expect(inspectImage(new Uint8Array())).toEqual(refused('notImage'));
    const wave = concatBytes([text('RIFF'), Uint8Array.from([4, 0, 0, 0]), text('WAVE')]);
    expect(inspectImage(wave)).toEqual(refused('notImage'));
  });

  it('refuses markup: HTML pages and SVG, which can carry script', () => {
    const html = text('<!doctype html><HTML><body><script>alert(1)</script></body></HTML>');
    const svg = text(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    );
    expect(inspectImage(html)).toEqual(refused('notImage'));
    expect(inspectImage(svg)).toEqual(refused('notImage'));
  });

  it('refuses an otherwise valid image with markup near either end', () => {
    const scriptComment = gifImage({
      extra: [gifComment('<SCRIPT>alert(document.cookie)</SCRIPT>')],
    });
    expect(inspectImage(scriptComment)).toEqual(refused('notImage'));

    const filler = pngChunk('tEXt', new Uint8Array(4000).fill(0x61));
    const php = pngChunk('tEXt', text('Comment\0<?php system($_GET["c"]); ?>'));
    expect(inspectImage(pngImage({ extra: [filler, php] }))).toEqual(refused('notImage'));
  });

  it('refuses a PNG with a wrong CRC', () => {
    const bytes = pngImage();
    const idatCrc = bytes.length - 12 - 1; // last CRC byte of the chunk before IEND
    bytes[idatCrc] = (bytes[idatCrc] ?? 0) ^ 0xff;
    expect(inspectImage(bytes)).toEqual(refused('corrupt'));
  });

  it('refuses a PNG with data after IEND, or without IEND', () => {
    const bytes = pngImage();
    expect(inspectImage(concatBytes([bytes, text('PK\u0003\u0004')]))).toEqual(refused('corrupt'));
    expect(inspectImage(bytes.subarray(0, bytes.length - 12))).toEqual(refused('corrupt'));
  });

  it('refuses a JPEG with a ZIP archive after EOI', () => {
    const zip = concatBytes([
      text('PK\u0003\u0004'),
      new Uint8Array(26),
      text('PK\u0005\u0006'),
      new Uint8Array(18),
    ]);
    expect(inspectImage(concatBytes([jpegImage(), zip]))).toEqual(refused('corrupt'));
  });

  it('tolerates a few padding bytes after EOI but not a truncated JPEG', () => {
    const bytes = jpegImage();
    expect(inspectImage(concatBytes([bytes, new Uint8Array(4)]))).toMatchObject({ ok: true });
    expect(inspectImage(bytes.subarray(0, bytes.length - 2))).toEqual(refused('corrupt'));
  });

  it('refuses a GIF without its trailer and a WebP whose RIFF size is wrong', () => {
    const gif = gifImage();
    expect(inspectImage(gif.subarray(0, gif.length - 1))).toEqual(refused('corrupt'));
    const webp = riffWebp([vp8lChunk()]);
    expect(inspectImage(concatBytes([webp, new Uint8Array(2)]))).toEqual(refused('corrupt'));
  });

  it('refuses a WebP whose simple layout has extra chunks', () => {
    const bytes = riffWebp([vp8lChunk(), riffChunk('EXIF', text('II*\0'))]);
    expect(inspectImage(bytes)).toEqual(refused('corrupt'));
  });

  it('treats zero dimensions as corrupt', () => {
    expect(inspectImage(jpegImage({ width: 0 }))).toEqual(refused('corrupt'));
    expect(inspectImage(pngHeaderClaiming(0, 1))).toEqual(refused('corrupt'));
  });

  it('refuses a pixel flood from the header alone', () => {
    expect(inspectImage(pngHeaderClaiming(50_000, 50_000))).toEqual(refused('tooManyPixels'));
    // Each limit on its own: one side too long, or too many pixels with both sides in bounds.
    expect(inspectImage(pngHeaderClaiming(13_000, 1))).toEqual(refused('tooManyPixels'));
    expect(inspectImage(pngHeaderClaiming(7_000, 7_000))).toEqual(refused('tooManyPixels'));
    expect(inspectImage(jpegImage({ width: 100, height: 100 }), { maxPixels: 9_999 })).toEqual(
      refused('tooManyPixels'),
    );
    expect(inspectImage(webpImage({ width: 16_384, height: 16_384 }))).toEqual(
      refused('tooManyPixels'),
    );
  });

  it('refuses files over maxBytes before looking inside', () => {
    const bytes = pngImage();
    expect(inspectImage(bytes, { maxBytes: bytes.length - 1 })).toEqual(refused('tooLarge'));
    expect(inspectImage(bytes, { maxBytes: bytes.length })).toMatchObject({ ok: true });
    expect(inspectImage(new Uint8Array(5 * 1024 * 1024 + 1))).toEqual(refused('tooLarge'));
  });
});
