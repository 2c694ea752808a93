import { describe, expect, it } from 'vitest';
import {
  exifSegment,
  gifApplication,
  gifComment,
  gifImage,
  jpegImage,
  jpegSegment,
  pngChunk,
  pngImage,
  text,
  webpImage,
  webpWithMetadata,
} from '../testing/imageFixtures.ts';
import { inspectImage } from './inspectImage.ts';
import { stripImageMetadata } from './stripImageMetadata.ts';

function contains(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes).includes(needle, 0, 'latin1');
}

describe('stripImageMetadata', () => {
  it('drops PNG text, EXIF and time chunks and keeps rendering ones', () => {
    const bytes = pngImage({
      width: 2,
      height: 2,
      extra: [
        pngChunk('tEXt', text('Author\0Jane Reader')),
        pngChunk('zTXt', text('Comment\0\0x')),
        pngChunk('iTXt', text('Location\0\0\0\0\0Home')),
        pngChunk('eXIf', text('II*\0GPS')),
        pngChunk('tIME', Uint8Array.from([7, 232, 1, 2, 3, 4, 5])),
        pngChunk('prVt', text('unknown ancillary data')),
        pngChunk('pHYs', Uint8Array.from([0, 0, 11, 19, 0, 0, 11, 19, 1])),
      ],
    });
    const stripped = stripImageMetadata(bytes, 'png');
    for (const gone of ['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'prVt', 'Jane Reader', 'GPS']) {
      expect(contains(stripped, gone)).toBe(false);
    }
    expect(contains(stripped, 'pHYs')).toBe(true);
    expect(inspectImage(stripped)).toMatchObject({ ok: true, format: 'png', width: 2, height: 2 });
  });

  it('leaves a PNG without metadata byte for byte as it was', () => {
    const bytes = pngImage();
    expect(stripImageMetadata(bytes, 'png')).toEqual(bytes);
  });

  it('drops JPEG EXIF, XMP, comments and the JFIF thumbnail', () => {
    const bytes = jpegImage({
      width: 3,
      height: 4,
      jfifThumbnail: true,
      extra: [
        exifSegment(),
        jpegSegment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>')),
        jpegSegment(0xfe, text('shot at home')),
      ],
    });
    expect(contains(bytes, 'GPS')).toBe(true);
    const stripped = stripImageMetadata(bytes, 'jpeg');
    for (const gone of ['GPS', 'Exif', 'xmpmeta', 'shot at home']) {
      expect(contains(stripped, gone)).toBe(false);
    }
    expect(contains(stripped, 'JFIF')).toBe(true);
    expect(stripped.length).toBe(jpegImage({ width: 3, height: 4 }).length);
    expect(inspectImage(stripped)).toMatchObject({ ok: true, format: 'jpeg', width: 3, height: 4 });
  });

  it('keeps the Adobe APP14 segment that decoding colour depends on', () => {
    const adobe = jpegSegment(0xee, Uint8Array.from([...text('Adobe'), 0, 100, 0, 0, 0, 0, 1]));
    const stripped = stripImageMetadata(jpegImage({ extra: [adobe] }), 'jpeg');
    expect(contains(stripped, 'Adobe')).toBe(true);
  });

  it('drops GIF comments and application blocks except NETSCAPE2.0 looping', () => {
    const loop = gifApplication('NETSCAPE2.0', Uint8Array.from([1, 0, 0]));
    const bytes = gifImage({
      extra: [
        loop,
        gifApplication('XMP DataXMP', text('<x:xmpmeta>creator</x:xmpmeta>')),
        gifComment('made by Jane'),
      ],
    });
    const stripped = stripImageMetadata(bytes, 'gif');
    expect(contains(stripped, 'NETSCAPE2.0')).toBe(true);
    for (const gone of ['XMP Data', 'creator', 'made by Jane']) {
      expect(contains(stripped, gone)).toBe(false);
    }
    expect(stripped.length).toBe(gifImage().length + loop.length);
    expect(inspectImage(stripped)).toMatchObject({ ok: true, format: 'gif', width: 1, height: 1 });
  });

  it('drops WebP EXIF and XMP chunks, clears their flags and fixes the RIFF size', () => {
    const stripped = stripImageMetadata(webpWithMetadata(), 'webp');
    for (const gone of ['EXIF', 'XMP ', 'GPS', 'creator']) {
      expect(contains(stripped, gone)).toBe(false);
    }
    expect(Buffer.from(stripped).readUInt32LE(4)).toBe(stripped.length - 8);
    const flags = stripped[20] ?? 0; // first payload byte of VP8X, right after the RIFF header
    expect(flags & 0x0c).toBe(0);
    expect(inspectImage(stripped)).toMatchObject({ ok: true, format: 'webp', width: 1, height: 1 });
  });

  it('returns a simple WebP unchanged', () => {
    const bytes = webpImage();
    expect(stripImageMetadata(bytes, 'webp')).toEqual(bytes);
  });

  it('throws on bytes that are not a well-formed image of the format', () => {
    expect(() => stripImageMetadata(pngImage(), 'jpeg')).toThrow(/jpeg/);
    expect(() => stripImageMetadata(text('hello'), 'png')).toThrow(/png/);
  });
});
