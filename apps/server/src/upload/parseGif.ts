import { ascii, u16le, u8 } from './binary.ts';
import {
  dimensionProblem,
  failure,
  type PixelLimits,
  type StructureFailure,
} from './pixelLimits.ts';

/**
 * One top-level block in file order. `header` covers the signature, logical screen descriptor and
 * global colour table; an extension records its label and, for application extensions, the
 * eleven-byte identifier (e.g. `NETSCAPE2.0`).
 */
type GifBlock =
  | { kind: 'header' | 'image' | 'trailer'; start: number; end: number }
  | { kind: 'extension'; label: number; applicationId?: string; start: number; end: number };

interface ParsedGif {
  ok: true;
  width: number;
  height: number;
  blocks: GifBlock[];
}

export const GIF_EXTENSION = { plainText: 0x01, comment: 0xfe, application: 0xff } as const;

const EXTENSION_INTRODUCER = 0x21;
const IMAGE_SEPARATOR = 0x2c;
const TRAILER = 0x3b;
const HEADER_LENGTH = 13;
const APPLICATION_ID_LENGTH = 11;
// LZW codes are at most 12 bits wide, so the starting code size must leave room to grow.
const MAX_LZW_MIN_CODE_SIZE = 11;

function colourTableLength(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

/** Returns the position just past the zero-length terminator, or undefined if the file ends first. */
function skipSubBlocks(bytes: Uint8Array, from: number): number | undefined {
  let at = from;
  while (at < bytes.length) {
    const size = u8(bytes, at);
    at += 1 + size;
    if (size === 0) return at;
  }
  return undefined;
}

/**
 * Walks the header and every extension and image block up to the trailer, which must be the last
 * byte. Each frame's size is held to the limits too: a small logical screen can front huge frames.
 */
export function parseGif(bytes: Uint8Array, limits: PixelLimits): ParsedGif | StructureFailure {
  const signature = ascii(bytes, 0, 6);
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < HEADER_LENGTH) {
    return failure('corrupt');
  }
  const width = u16le(bytes, 6);
  const height = u16le(bytes, 8);
  const screenProblem = dimensionProblem(width, height, limits);
  if (screenProblem) return failure(screenProblem);

  const headerEnd = HEADER_LENGTH + colourTableLength(u8(bytes, 10));
  if (headerEnd > bytes.length) return failure('corrupt');
  const blocks: GifBlock[] = [{ kind: 'header', start: 0, end: headerEnd }];
  let images = 0;
  let at = headerEnd;

  while (at < bytes.length) {
    const start = at;
    const introducer = u8(bytes, at);
    if (introducer === TRAILER) {
      if (images === 0 || at + 1 !== bytes.length) return failure('corrupt');
      blocks.push({ kind: 'trailer', start, end: at + 1 });
      return { ok: true, width, height, blocks };
    }
    if (introducer === EXTENSION_INTRODUCER) {
      if (at + 2 > bytes.length) return failure('corrupt');
      const label = u8(bytes, at + 1);
      const end = skipSubBlocks(bytes, at + 2);
      if (end === undefined) return failure('corrupt');
      const applicationId =
        label === GIF_EXTENSION.application && u8(bytes, at + 2) === APPLICATION_ID_LENGTH
          ? ascii(bytes, at + 3, APPLICATION_ID_LENGTH)
          : undefined;
      blocks.push(
        applicationId === undefined
          ? { kind: 'extension', label, start, end }
          : { kind: 'extension', label, applicationId, start, end },
      );
      at = end;
      continue;
    }
    if (introducer !== IMAGE_SEPARATOR) return failure('corrupt');

    if (at + 11 > bytes.length) return failure('corrupt');
    const frameProblem = dimensionProblem(u16le(bytes, at + 5), u16le(bytes, at + 7), limits);
    if (frameProblem) return failure(frameProblem);
    const codeSizeAt = at + 10 + colourTableLength(u8(bytes, at + 9));
    const minCodeSize = u8(bytes, codeSizeAt);
    if (codeSizeAt >= bytes.length || minCodeSize < 1 || minCodeSize > MAX_LZW_MIN_CODE_SIZE) {
      return failure('corrupt');
    }
    const end = skipSubBlocks(bytes, codeSizeAt + 1);
    if (end === undefined) return failure('corrupt');
    blocks.push({ kind: 'image', start, end });
    images++;
    at = end;
  }
  return failure('corrupt');
}
