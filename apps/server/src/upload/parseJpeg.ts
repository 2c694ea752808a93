import { u16be, u8 } from './binary.ts';
import {
  dimensionProblem,
  failure,
  type PixelLimits,
  type StructureFailure,
} from './pixelLimits.ts';

/**
 * One run of the file in order: a marker with its segment (`start` at its 0xFF, fill bytes left
 * out) or the entropy-coded data after a scan header. Concatenating every piece rebuilds the image.
 */
export type JpegPiece =
  | { kind: 'segment'; marker: number; start: number; end: number }
  | { kind: 'scanData'; start: number; end: number };

interface ParsedJpeg {
  ok: true;
  width: number;
  height: number;
  pieces: JpegPiece[];
}

export const JPEG_MARKER = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  APP0: 0xe0,
  APP1: 0xe1,
  APP14: 0xee,
  APP15: 0xef,
  COM: 0xfe,
} as const;

// Encoders and cameras sometimes pad the file after EOI; anything longer is a second file riding along.
const MAX_TRAILING_PADDING = 16;
const PADDING_BYTES = new Set([0x00, 0xff, 0x0a, 0x0d, 0x20]);
// Real progressive files use around ten scans; thousands of tiny scans make decoders crawl.
const MAX_SCANS = 100;

function isStartOfFrame(marker: number): boolean {
  // C4 (DHT), C8 (reserved) and CC (DAC) sit inside the SOFn range but are not frames.
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** Walks a JPEG from SOI through every segment and scan to EOI; nothing but padding may follow. */
export function parseJpeg(bytes: Uint8Array, limits: PixelLimits): ParsedJpeg | StructureFailure {
  const length = bytes.length;
  if (u8(bytes, 0) !== 0xff || u8(bytes, 1) !== JPEG_MARKER.SOI) return failure('corrupt');
  const pieces: JpegPiece[] = [{ kind: 'segment', marker: JPEG_MARKER.SOI, start: 0, end: 2 }];
  let frame: { width: number; height: number } | undefined;
  let scans = 0;
  let at = 2;

  for (;;) {
    if (at >= length || u8(bytes, at) !== 0xff) return failure('corrupt');
    while (at < length && u8(bytes, at) === 0xff) at++;
    if (at >= length) return failure('corrupt');
    const marker = u8(bytes, at);
    const start = at - 1;
    at++;

    if (marker === JPEG_MARKER.EOI) {
      if (!frame || scans === 0) return failure('corrupt');
      pieces.push({ kind: 'segment', marker, start, end: at });
      if (!isPadding(bytes, at)) return failure('corrupt');
      return { ok: true, width: frame.width, height: frame.height, pieces };
    }
    if (marker === 0x00 || marker === JPEG_MARKER.SOI) return failure('corrupt');
    if (isStandalone(marker)) {
      pieces.push({ kind: 'segment', marker, start, end: at });
      continue;
    }

    if (at + 2 > length) return failure('corrupt');
    const segmentLength = u16be(bytes, at);
    const end = at + segmentLength;
    if (segmentLength < 2 || end > length) return failure('corrupt');

    if (isStartOfFrame(marker)) {
      // Hierarchical files carry several frames; nobody uploads those as avatars.
      if (frame) return failure('corrupt');
      const components = u8(bytes, at + 7);
      if (components === 0 || segmentLength !== 8 + 3 * components) return failure('corrupt');
      const height = u16be(bytes, at + 3);
      const width = u16be(bytes, at + 5);
      const problem = dimensionProblem(width, height, limits);
      if (problem) return failure(problem);
      frame = { width, height };
    }
    pieces.push({ kind: 'segment', marker, start, end });
    at = end;

    if (marker === JPEG_MARKER.SOS) {
      if (!frame || ++scans > MAX_SCANS) return failure('corrupt');
      const dataEnd = findScanEnd(bytes, at);
      if (dataEnd === undefined) return failure('corrupt');
      if (dataEnd > at) pieces.push({ kind: 'scanData', start: at, end: dataEnd });
      at = dataEnd;
    }
  }
}

/**
 * Entropy-coded data runs until a 0xFF that is neither a stuffed zero nor a restart marker; that
 * 0xFF (or the first of a run of fill bytes) begins the next marker.
 */
function findScanEnd(bytes: Uint8Array, from: number): number | undefined {
  for (let at = bytes.indexOf(0xff, from); at !== -1; at = bytes.indexOf(0xff, at)) {
    if (at + 1 >= bytes.length) return undefined;
    const next = u8(bytes, at + 1);
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      at += 2;
      continue;
    }
    return at;
  }
  return undefined;
}

function isPadding(bytes: Uint8Array, from: number): boolean {
  if (bytes.length - from > MAX_TRAILING_PADDING) return false;
  for (let at = from; at < bytes.length; at++) {
    if (!PADDING_BYTES.has(u8(bytes, at))) return false;
  }
  return true;
}
