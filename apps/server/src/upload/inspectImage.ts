import { Buffer } from 'node:buffer';
import { ascii, startsWithBytes } from './binary.ts';
import { parseGif } from './parseGif.ts';
import { parseJpeg } from './parseJpeg.ts';
import { parsePng, PNG_SIGNATURE } from './parsePng.ts';
import { parseWebp } from './parseWebp.ts';
import type { PixelLimits, StructureFailure } from './pixelLimits.ts';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

type ImageRejection = 'tooLarge' | 'notImage' | 'corrupt' | 'tooManyPixels';

interface ImageLimits {
  /** Default 5 MiB. */
  maxBytes?: number;
  /** Width × height; default 40 million. */
  maxPixels?: number;
  /** Longest allowed width or height; default 12,000. */
  maxSide?: number;
}

type ImageInspection =
  | {
      ok: true;
      format: ImageFormat;
      width: number;
      height: number;
      mime: string;
      extension: string;
    }
  | { ok: false; reason: ImageRejection };

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_PIXELS = 40_000_000;
const DEFAULT_MAX_SIDE = 12_000;

const FORMAT_FILE_TYPES: Record<ImageFormat, { mime: string; extension: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  gif: { mime: 'image/gif', extension: 'gif' },
  webp: { mime: 'image/webp', extension: 'webp' },
};

// Polyglots put their markup where a content sniffer looks (the start) or append it (the end); no
// image needs these byte sequences there. Scanning only the ends keeps the cost fixed; markup deeper
// inside usually sits in metadata, which the picture pipeline never carries over (it writes new
// files from the decoded pixels).
const MARKUP_SIGNS = ['<script', '<html', '<?php', '<svg'];
const MARKUP_WINDOW = 1024;

function detectFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWithBytes(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWithBytes(bytes, PNG_SIGNATURE)) return 'png';
  const gifSignature = ascii(bytes, 0, 6);
  if (gifSignature === 'GIF87a' || gifSignature === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return undefined;
}

function containsMarkup(bytes: Uint8Array): boolean {
  const ends = [bytes.subarray(0, MARKUP_WINDOW), bytes.subarray(-MARKUP_WINDOW)];
  return ends.some((end) => {
    const text = Buffer.from(end.buffer, end.byteOffset, end.byteLength)
      .toString('latin1')
      .toLowerCase();
    return MARKUP_SIGNS.some((sign) => text.includes(sign));
  });
}

function parse(
  format: ImageFormat,
  bytes: Uint8Array,
  limits: PixelLimits,
): { ok: true; width: number; height: number } | StructureFailure {
  switch (format) {
    case 'jpeg':
      return parseJpeg(bytes, limits);
    case 'png':
      return parsePng(bytes, limits);
    case 'gif':
      return parseGif(bytes, limits);
    case 'webp':
      return parseWebp(bytes, limits);
  }
}

/**
 * Decides from the bytes alone whether an upload is an image we accept: the format comes from the
 * magic bytes, and the whole file must be one well-formed image of that format within the limits.
 * Headers are read, pixels never decoded, so a flood costs nothing to refuse.
 */
export function inspectImage(bytes: Uint8Array, limits: ImageLimits = {}): ImageInspection {
  if (bytes.length > (limits.maxBytes ?? DEFAULT_MAX_BYTES)) {
    return { ok: false, reason: 'tooLarge' };
  }
  const format = detectFormat(bytes);
  if (!format || containsMarkup(bytes)) return { ok: false, reason: 'notImage' };
  const parsed = parse(format, bytes, {
    maxPixels: limits.maxPixels ?? DEFAULT_MAX_PIXELS,
    maxSide: limits.maxSide ?? DEFAULT_MAX_SIDE,
  });
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    format,
    width: parsed.width,
    height: parsed.height,
    ...FORMAT_FILE_TYPES[format],
  };
}
