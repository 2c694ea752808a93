import { ascii, u32be, u8 } from './binary.ts';
import { crc32 } from './crc32.ts';
import {
  dimensionProblem,
  failure,
  type PixelLimits,
  type StructureFailure,
} from './pixelLimits.ts';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** A whole chunk: `start` at its length field, `end` just past its CRC. */
interface PngChunk {
  type: string;
  start: number;
  end: number;
}

interface ParsedPng {
  ok: true;
  width: number;
  height: number;
  chunks: PngChunk[];
}

// Bit depths the PNG specification allows for each colour type.
const BIT_DEPTHS = new Map<number, readonly number[]>([
  [0, [1, 2, 4, 8, 16]],
  [2, [8, 16]],
  [3, [1, 2, 4, 8]],
  [4, [8, 16]],
  [6, [8, 16]],
]);
const PALETTE_COLOUR_TYPE = 3;
const MAX_CHUNK_LENGTH = 0x7fffffff;

/** Critical chunks have an upper-case first letter; decoders must understand them to render the image. */
export function isCriticalChunk(type: string): boolean {
  const first = type.charCodeAt(0);
  return first >= 0x41 && first <= 0x5a;
}

function isChunkType(type: string): boolean {
  return /^[A-Za-z]{4}$/.test(type);
}

/**
 * Walks every chunk checking its CRC: IHDR first, IDATs together, IEND last with nothing after.
 * The dimensions are checked as soon as IHDR is read, so a flood is refused without reading on.
 */
export function parsePng(bytes: Uint8Array, limits: PixelLimits): ParsedPng | StructureFailure {
  if (!PNG_SIGNATURE.every((value, i) => bytes[i] === value)) return failure('corrupt');
  const chunks: PngChunk[] = [];
  let header: { width: number; height: number; colourType: number } | undefined;
  let sawPalette = false;
  let idat: 'none' | 'open' | 'closed' = 'none';
  let at: number = PNG_SIGNATURE.length;

  while (at + 12 <= bytes.length) {
    const dataLength = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const dataStart = at + 8;
    const dataEnd = dataStart + dataLength;
    const end = dataEnd + 4;
    if (dataLength > MAX_CHUNK_LENGTH || end > bytes.length || !isChunkType(type)) {
      return failure('corrupt');
    }
    if (crc32(bytes, at + 4, dataEnd) !== u32be(bytes, dataEnd)) return failure('corrupt');
    // IHDR comes first, and only first.
    if ((chunks.length === 0) !== (type === 'IHDR')) return failure('corrupt');
    chunks.push({ type, start: at, end });
    at = end;

    if (idat === 'open' && type !== 'IDAT') idat = 'closed';
    switch (type) {
      case 'IHDR': {
        if (dataLength !== 13) return failure('corrupt');
        const width = u32be(bytes, dataStart);
        const height = u32be(bytes, dataStart + 4);
        const problem = dimensionProblem(width, height, limits);
        if (problem) return failure(problem);
        const bitDepth = u8(bytes, dataStart + 8);
        const colourType = u8(bytes, dataStart + 9);
        const compression = u8(bytes, dataStart + 10);
        const filter = u8(bytes, dataStart + 11);
        const interlace = u8(bytes, dataStart + 12);
        if (!BIT_DEPTHS.get(colourType)?.includes(bitDepth)) return failure('corrupt');
        if (compression !== 0 || filter !== 0 || interlace > 1) return failure('corrupt');
        header = { width, height, colourType };
        break;
      }
      case 'PLTE':
        if (idat !== 'none' || dataLength === 0 || dataLength % 3 !== 0) return failure('corrupt');
        sawPalette = true;
        break;
      case 'IDAT':
        // The image data is one zlib stream split across consecutive IDATs.
        if (idat === 'closed') return failure('corrupt');
        idat = 'open';
        break;
      case 'IEND': {
        const complete = idat !== 'none' && dataLength === 0 && at === bytes.length;
        if (!header || !complete) return failure('corrupt');
        if (header.colourType === PALETTE_COLOUR_TYPE && !sawPalette) return failure('corrupt');
        return { ok: true, width: header.width, height: header.height, chunks };
      }
      default:
        break;
    }
  }
  return failure('corrupt');
}
