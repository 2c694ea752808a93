import { ascii, concatBytes, u8, writeU32le } from './binary.ts';
import type { ImageFormat } from './inspectImage.ts';
import { GIF_EXTENSION, parseGif } from './parseGif.ts';
import { JPEG_MARKER, parseJpeg, type JpegPiece } from './parseJpeg.ts';
import { isCriticalChunk, parsePng, PNG_SIGNATURE } from './parsePng.ts';
import { parseWebp, RIFF_HEADER_LENGTH, VP8X_FLAG } from './parseWebp.ts';
import { NO_PIXEL_LIMITS } from './pixelLimits.ts';

// Ancillary PNG chunks that describe how to render the pixels (colour, transparency, density) or
// carry APNG frames. Every other ancillary chunk goes: text, eXIf and tIME plus anything unknown,
// since an unknown chunk may hold metadata just as well.
const PNG_KEPT_ANCILLARY = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'pHYs',
  'bKGD',
  'sBIT',
  'acTL',
  'fcTL',
  'fdAT',
]);

// Chunks that make up the picture; EXIF, XMP and unknown chunks are dropped.
const WEBP_KEPT_CHUNKS = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);

// JFIF APP0 up to the thumbnail size fields: identifier, version, density units and densities.
const JFIF_FIELDS_LENGTH = 12;
// APP14 "Adobe" says whether the components are RGB, YCbCr or YCCK; without it CMYK files decode
// with wrong colours. Its payload is a fixed 12 bytes and holds nothing about the person.
const ADOBE_SEGMENT_LENGTH = 14;

/**
 * Returns a copy of an image without the metadata it may carry (EXIF with GPS and camera serials,
 * XMP, comments, text chunks, timestamps). Only containers are edited; pixel data is copied as is.
 * Expects bytes `inspectImage` accepted as `format` and throws if they are not well-formed.
 */
export function stripImageMetadata(bytes: Uint8Array, format: ImageFormat): Uint8Array {
  switch (format) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'gif':
      return stripGif(bytes);
    case 'webp':
      return stripWebp(bytes);
  }
}

function malformed(format: ImageFormat): Error {
  return new Error(`stripImageMetadata: not a well-formed ${format} file`);
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const parsed = parseJpeg(bytes, NO_PIXEL_LIMITS);
  if (!parsed.ok) throw malformed('jpeg');
  const parts: Uint8Array[] = [];
  for (const piece of parsed.pieces) {
    const kept = keptJpegPiece(bytes, piece);
    if (kept) parts.push(kept);
  }
  // Trailing padding after EOI is not in any piece, so it is dropped too.
  return concatBytes(parts);
}

function keptJpegPiece(bytes: Uint8Array, piece: JpegPiece): Uint8Array | undefined {
  const whole = bytes.subarray(piece.start, piece.end);
  if (piece.kind === 'scanData') return whole;
  const { marker } = piece;
  if (marker === JPEG_MARKER.APP0) return jfifWithoutThumbnail(whole);
  if (marker === JPEG_MARKER.APP14) {
    const isAdobe = whole.length === 2 + ADOBE_SEGMENT_LENGTH && ascii(whole, 4, 5) === 'Adobe';
    return isAdobe ? whole : undefined;
  }
  const isMetadata =
    marker === JPEG_MARKER.COM || (marker >= JPEG_MARKER.APP1 && marker <= JPEG_MARKER.APP15);
  return isMetadata ? undefined : whole;
}

/**
 * Keeps a JFIF header but not its thumbnail, which can show the picture before it was cropped.
 * Other APP0 kinds (JFXX thumbnails, AVI1) are dropped.
 */
function jfifWithoutThumbnail(segment: Uint8Array): Uint8Array | undefined {
  const fieldsStart = 4;
  if (segment.length < fieldsStart + JFIF_FIELDS_LENGTH + 2) return undefined;
  if (ascii(segment, fieldsStart, 5) !== 'JFIF\0') return undefined;
  const length = 2 + JFIF_FIELDS_LENGTH + 2;
  const out = new Uint8Array(2 + length);
  out.set([0xff, JPEG_MARKER.APP0, 0, length]);
  out.set(segment.subarray(fieldsStart, fieldsStart + JFIF_FIELDS_LENGTH), fieldsStart);
  // The thumbnail width and height stay zero: no thumbnail.
  return out;
}

function stripPng(bytes: Uint8Array): Uint8Array {
  const parsed = parsePng(bytes, NO_PIXEL_LIMITS);
  if (!parsed.ok) throw malformed('png');
  const kept = parsed.chunks
    .filter((chunk) => isCriticalChunk(chunk.type) || PNG_KEPT_ANCILLARY.has(chunk.type))
    .map((chunk) => bytes.subarray(chunk.start, chunk.end));
  return concatBytes([Uint8Array.from(PNG_SIGNATURE), ...kept]);
}

function stripGif(bytes: Uint8Array): Uint8Array {
  const parsed = parseGif(bytes, NO_PIXEL_LIMITS);
  if (!parsed.ok) throw malformed('gif');
  const kept = parsed.blocks
    .filter((block) => {
      if (block.kind !== 'extension') return true;
      if (block.label === GIF_EXTENSION.comment) return false;
      // NETSCAPE2.0 holds only the loop count; other application blocks carry XMP, ICC and the like.
      if (block.label === GIF_EXTENSION.application) return block.applicationId === 'NETSCAPE2.0';
      return true;
    })
    .map((block) => bytes.subarray(block.start, block.end));
  return concatBytes(kept);
}

function stripWebp(bytes: Uint8Array): Uint8Array {
  const parsed = parseWebp(bytes, NO_PIXEL_LIMITS);
  if (!parsed.ok) throw malformed('webp');
  // The simple layout has room for the bitstream only.
  if (!parsed.extended) return bytes.slice();

  const kept = parsed.chunks
    .filter((chunk) => WEBP_KEPT_CHUNKS.has(chunk.fourcc))
    .map((chunk) => {
      const copy = bytes.slice(chunk.start, chunk.end);
      if (chunk.fourcc === 'VP8X') {
        const flagsAt = chunk.payloadStart - chunk.start;
        copy[flagsAt] = u8(copy, flagsAt) & ~(VP8X_FLAG.exif | VP8X_FLAG.xmp);
      }
      return copy;
    });
  const header = bytes.slice(0, RIFF_HEADER_LENGTH);
  const out = concatBytes([header, ...kept]);
  writeU32le(out, 4, out.length - 8);
  return out;
}
