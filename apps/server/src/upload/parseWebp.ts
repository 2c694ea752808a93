import { ascii, u16le, u24le, u32le, u8 } from './binary.ts';
import {
  dimensionProblem,
  failure,
  type PixelLimits,
  type StructureFailure,
} from './pixelLimits.ts';

/** A RIFF chunk: `start` at its FourCC, `end` past its payload and the pad byte of an odd size. */
interface WebpChunk {
  fourcc: string;
  start: number;
  end: number;
  payloadStart: number;
  payloadSize: number;
}

interface ParsedWebp {
  ok: true;
  width: number;
  height: number;
  /** VP8X files, the only layout that may carry metadata chunks. */
  extended: boolean;
  chunks: WebpChunk[];
}

export const RIFF_HEADER_LENGTH = 12;
export const VP8X_FLAG = {
  icc: 0x20,
  alpha: 0x10,
  exif: 0x08,
  xmp: 0x04,
  animation: 0x02,
} as const;

const CHUNK_HEADER_LENGTH = 8;
const VP8X_PAYLOAD_LENGTH = 10;
const ANMF_HEADER_LENGTH = 16;
const VP8L_SIGNATURE = 0x2f;

type Dimensions = { width: number; height: number } | StructureFailure;

/** Lossy bitstream: a key-frame tag, the start code 9D 01 2A, then 14-bit width and height. */
function lossyDimensions(bytes: Uint8Array, chunk: WebpChunk): Dimensions {
  const at = chunk.payloadStart;
  const isKeyFrame = (u8(bytes, at) & 0x01) === 0;
  const hasStartCode =
    u8(bytes, at + 3) === 0x9d && u8(bytes, at + 4) === 0x01 && u8(bytes, at + 5) === 0x2a;
  if (chunk.payloadSize < 10 || !isKeyFrame || !hasStartCode) return failure('corrupt');
  return { width: u16le(bytes, at + 6) & 0x3fff, height: u16le(bytes, at + 8) & 0x3fff };
}

/** Lossless bitstream: signature 0x2F, then width-1 and height-1 in 14 bits each and a 3-bit version. */
function losslessDimensions(bytes: Uint8Array, chunk: WebpChunk): Dimensions {
  const bits = u32le(bytes, chunk.payloadStart + 1);
  const version = bits >>> 29;
  if (chunk.payloadSize < 5 || u8(bytes, chunk.payloadStart) !== VP8L_SIGNATURE || version !== 0) {
    return failure('corrupt');
  }
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

function bitstreamDimensions(bytes: Uint8Array, chunk: WebpChunk): Dimensions | undefined {
  if (chunk.fourcc === 'VP8 ') return lossyDimensions(bytes, chunk);
  if (chunk.fourcc === 'VP8L') return losslessDimensions(bytes, chunk);
  return undefined;
}

function checked(dimensions: Dimensions, limits: PixelLimits): Dimensions {
  if ('ok' in dimensions) return dimensions;
  const problem = dimensionProblem(dimensions.width, dimensions.height, limits);
  return problem ? failure(problem) : dimensions;
}

function readChunks(bytes: Uint8Array): WebpChunk[] | undefined {
  const chunks: WebpChunk[] = [];
  let at = RIFF_HEADER_LENGTH;
  while (at < bytes.length) {
    if (at + CHUNK_HEADER_LENGTH > bytes.length) return undefined;
    const payloadSize = u32le(bytes, at + 4);
    const payloadStart = at + CHUNK_HEADER_LENGTH;
    const end = payloadStart + payloadSize + (payloadSize & 1);
    if (end > bytes.length) return undefined;
    chunks.push({ fourcc: ascii(bytes, at, 4), start: at, end, payloadStart, payloadSize });
    at = end;
  }
  return chunks;
}

/**
 * Checks the RIFF container (its size must be the file's), then either the single bitstream chunk
 * of a simple file or the VP8X canvas plus the image or animation frames of an extended one.
 */
export function parseWebp(bytes: Uint8Array, limits: PixelLimits): ParsedWebp | StructureFailure {
  if (
    bytes.length < RIFF_HEADER_LENGTH + CHUNK_HEADER_LENGTH ||
    ascii(bytes, 0, 4) !== 'RIFF' ||
    ascii(bytes, 8, 4) !== 'WEBP' ||
    u32le(bytes, 4) + 8 !== bytes.length
  ) {
    return failure('corrupt');
  }
  const chunks = readChunks(bytes);
  const first = chunks?.[0];
  if (!chunks || !first) return failure('corrupt');

  if (first.fourcc !== 'VP8X') {
    // The simple layout is exactly one bitstream chunk; anything else is not a file libwebp writes.
    const dimensions = bitstreamDimensions(bytes, first);
    if (chunks.length !== 1 || !dimensions) return failure('corrupt');
    const result = checked(dimensions, limits);
    return 'ok' in result ? result : { ok: true, ...result, extended: false, chunks };
  }

  if (first.payloadSize < VP8X_PAYLOAD_LENGTH) return failure('corrupt');
  const canvas = checked(
    {
      width: u24le(bytes, first.payloadStart + 4) + 1,
      height: u24le(bytes, first.payloadStart + 7) + 1,
    },
    limits,
  );
  if ('ok' in canvas) return canvas;

  const animated = (u8(bytes, first.payloadStart) & VP8X_FLAG.animation) !== 0;
  let images = 0;
  for (const chunk of chunks.slice(1)) {
    if (chunk.fourcc === 'VP8X') return failure('corrupt');
    if (chunk.fourcc === 'ANMF') {
      if (!animated || chunk.payloadSize < ANMF_HEADER_LENGTH) return failure('corrupt');
      const frame = checked(
        {
          width: u24le(bytes, chunk.payloadStart + 6) + 1,
          height: u24le(bytes, chunk.payloadStart + 9) + 1,
        },
        limits,
      );
      if ('ok' in frame) return frame;
      images++;
      continue;
    }
    const dimensions = bitstreamDimensions(bytes, chunk);
    if (!dimensions) continue;
    if (animated) return failure('corrupt');
    const image = checked(dimensions, limits);
    if ('ok' in image) return image;
    images++;
  }
  if (animated ? images === 0 : images !== 1) return failure('corrupt');
  return { ok: true, ...canvas, extended: true, chunks };
}
