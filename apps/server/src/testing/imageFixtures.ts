// Tiny, valid images assembled byte by byte for the tests of this folder, so each test can add or
// break exactly the structure it is about. Every fixture decodes in ffmpeg as the size it claims.
import { deflateSync } from 'node:zlib';
import { concatBytes, writeU32le } from '../upload/binary.ts';
import { crc32 } from '../upload/crc32.ts';
import { PNG_SIGNATURE } from '../upload/parsePng.ts';

export function text(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}

// Only the fixtures write big-endian fields (PNG lengths and CRCs); the server only reads them.
function writeU32be(target: Uint8Array, at: number, value: number): void {
  target[at] = (value >>> 24) & 0xff;
  target[at + 1] = (value >>> 16) & 0xff;
  target[at + 2] = (value >>> 8) & 0xff;
  target[at + 3] = value & 0xff;
}

function u16beBytes(value: number): number[] {
  return [(value >>> 8) & 0xff, value & 0xff];
}

function u32beBytes(value: number): Uint8Array {
  const out = new Uint8Array(4);
  writeU32be(out, 0, value);
  return out;
}

export function pngChunk(type: string, data: Uint8Array = new Uint8Array()): Uint8Array {
  const chunk = concatBytes([u32beBytes(data.length), text(type), data, new Uint8Array(4)]);
  writeU32be(chunk, 8 + data.length, crc32(chunk, 4, 8 + data.length));
  return chunk;
}

/** An RGB PNG of one grey colour; `extra` chunks go between IHDR and IDAT. */
export function pngImage(
  options: { width?: number; height?: number; extra?: Uint8Array[]; noise?: number } = {},
): Uint8Array {
  const { width = 1, height = 1, extra = [], noise } = options;
  const header = concatBytes([
    u32beBytes(width),
    u32beBytes(height),
    Uint8Array.from([8, 2, 0, 0, 0]),
  ]);
  // With `noise` (a seed), pixels that do not compress: a file about as large as its pixels.
  let seed = noise ?? 0;
  const nextByte = (): number => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed >>> 24;
  };
  const makeRow = (): Uint8Array => {
    const row = new Uint8Array(1 + width * 3).fill(0x80);
    if (noise !== undefined) for (let i = 1; i < row.length; i++) row[i] = nextByte();
    row[0] = 0; // filter type None
    return row;
  };
  const plain = makeRow();
  const raw = concatBytes(
    Array.from({ length: height }, () => (noise === undefined ? plain : makeRow())),
  );
  return concatBytes([
    Uint8Array.from(PNG_SIGNATURE),
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND'),
  ]);
}

/** A PNG whose IHDR claims the given size, with a token IDAT: the header alone must sink it. */
export function pngHeaderClaiming(width: number, height: number): Uint8Array {
  const header = concatBytes([
    u32beBytes(width),
    u32beBytes(height),
    Uint8Array.from([8, 2, 0, 0, 0]),
  ]);
  return concatBytes([
    Uint8Array.from(PNG_SIGNATURE),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(new Uint8Array(4))),
    pngChunk('IEND'),
  ]);
}

export function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  return concatBytes([Uint8Array.from([0xff, marker, ...u16beBytes(payload.length + 2)]), payload]);
}

/**
 * A baseline greyscale JPEG of at most 8×8 pixels, so one 8×8 block covers it. Both Huffman
 * tables hold a single one-bit code (DC category 0, AC end-of-block), so the whole scan is the two
 * bits 00 padded with ones: 0x3F. `extra` segments go right after the JFIF APP0.
 */
export function jpegImage(
  options: { width?: number; height?: number; extra?: Uint8Array[]; jfifThumbnail?: boolean } = {},
): Uint8Array {
  const { width = 1, height = 1, extra = [], jfifThumbnail = false } = options;
  const jfif = [...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1];
  const app0 = jfifThumbnail
    ? Uint8Array.from([...jfif, 1, 1, 0x80, 0x80, 0x80]) // 1×1 RGB thumbnail
    : Uint8Array.from([...jfif, 0, 0]);
  const oneCodeTable = [1, ...new Array<number>(15).fill(0), 0x00];
  return concatBytes([
    Uint8Array.from([0xff, 0xd8]),
    jpegSegment(0xe0, app0),
    ...extra,
    jpegSegment(0xdb, Uint8Array.from([0x00, ...new Array<number>(64).fill(1)])),
    jpegSegment(
      0xc0,
      Uint8Array.from([8, ...u16beBytes(height), ...u16beBytes(width), 1, 1, 0x11, 0]),
    ),
    jpegSegment(0xc4, Uint8Array.from([0x00, ...oneCodeTable])),
    jpegSegment(0xc4, Uint8Array.from([0x10, ...oneCodeTable])),
    jpegSegment(0xda, Uint8Array.from([1, 1, 0x00, 0, 63, 0])),
    Uint8Array.from([0x3f]),
    Uint8Array.from([0xff, 0xd9]),
  ]);
}

/**
 * An APP1 EXIF segment (little-endian TIFF): IFD0 holds an image description reading "GPS 51.5N"
 * and a pointer to a GPS IFD that records latitude reference N.
 */
export function exifSegment(): Uint8Array {
  const entry = (tag: number, type: number, count: number, value: number[]): number[] => [
    tag & 0xff,
    tag >>> 8,
    type,
    0,
    count,
    0,
    0,
    0,
    ...value,
  ];
  const tiff = [
    ...[0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0],
    ...[2, 0],
    ...entry(0x010e, 2, 10, [38, 0, 0, 0]),
    ...entry(0x8825, 4, 1, [48, 0, 0, 0]),
    ...[0, 0, 0, 0],
    ...text('GPS 51.5N\0'),
    ...[1, 0],
    ...entry(0x0001, 2, 2, [0x4e, 0, 0, 0]),
    ...[0, 0, 0, 0],
  ];
  return jpegSegment(0xe1, Uint8Array.from([...text('Exif\0\0'), ...tiff]));
}

function gifSubBlocks(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const piece = data.subarray(at, at + 255);
    parts.push(Uint8Array.from([piece.length]), piece);
  }
  return concatBytes([...parts, Uint8Array.from([0])]);
}

export function gifComment(comment: string): Uint8Array {
  return concatBytes([Uint8Array.from([0x21, 0xfe]), gifSubBlocks(text(comment))]);
}

export function gifApplication(id: string, data: Uint8Array): Uint8Array {
  return concatBytes([Uint8Array.from([0x21, 0xff, 11]), text(id), gifSubBlocks(data)]);
}

/**
 * A 1×1 GIF89a with a two-colour table. The LZW data is clear (4), index 0, end (5) in 3-bit codes.
 * `extra` blocks go between the header and the image.
 */
export function gifImage(options: { extra?: Uint8Array[] } = {}): Uint8Array {
  return concatBytes([
    text('GIF89a'),
    Uint8Array.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]),
    ...(options.extra ?? []),
    Uint8Array.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]),
    Uint8Array.from([0x3b]),
  ]);
}

export function riffChunk(fourcc: string, payload: Uint8Array): Uint8Array {
  const header = concatBytes([text(fourcc), new Uint8Array(4)]);
  writeU32le(header, 4, payload.length);
  const pad = payload.length % 2 === 1 ? [new Uint8Array(1)] : [];
  return concatBytes([header, payload, ...pad]);
}

export function riffWebp(chunks: Uint8Array[]): Uint8Array {
  const out = concatBytes([text('RIFF'), new Uint8Array(4), text('WEBP'), ...chunks]);
  writeU32le(out, 4, out.length - 8);
  return out;
}

/**
 * A lossless bitstream of one opaque black colour. After the header come: no transform, no colour
 * cache, no meta codes, then five one-symbol prefix codes (green 0, red 0, blue 0, alpha 255,
 * distance 0), which leave every pixel zero bits long, so any size fits in the same nine bytes.
 */
export function vp8lChunk(width = 1, height = 1): Uint8Array {
  const payload = Uint8Array.from([0x2f, 0, 0, 0, 0, 0x88, 0x88, 0xfe, 0x07]);
  writeU32le(payload, 1, ((width - 1) | ((height - 1) << 14)) >>> 0);
  return riffChunk('VP8L', payload);
}

export function webpImage(options: { width?: number; height?: number } = {}): Uint8Array {
  return riffWebp([vp8lChunk(options.width, options.height)]);
}

/** A VP8X WebP declaring (and carrying) EXIF and XMP around a lossless 1×1 image. */
export function webpWithMetadata(): Uint8Array {
  const flags = 0x08 | 0x04;
  const vp8x = riffChunk('VP8X', Uint8Array.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  return riffWebp([
    vp8x,
    vp8lChunk(),
    riffChunk('EXIF', concatBytes([text('II*\0'), text('GPS 51.5N')])),
    riffChunk('XMP ', text('<x:xmpmeta>creator</x:xmpmeta>')),
  ]);
}
