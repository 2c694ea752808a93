import { inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's chunk types in order, or undefined when the bytes are not a whole PNG. */
export function pngChunkTypes(bytes: Buffer): string[] | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  const types: string[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    types.push(bytes.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return at === bytes.length ? types : undefined;
}

/**
 * Every way `answer` could be written in a captcha's bytes that a program would look for first:
 * plain (any case), UTF-16 either way round, base64, hex, one character per glyph element; in the
 * file and in its decompressed pixel data. Answers the encodings found (none for a good captcha).
 */
export function answerTracesInPng(bytes: Buffer, answer: string): string[] {
  const encodings: Record<string, Buffer> = {
    ascii: Buffer.from(answer, 'latin1'),
    lowercase: Buffer.from(answer.toLowerCase(), 'latin1'),
    utf16le: Buffer.from(answer, 'utf16le'),
    utf16be: Buffer.from(answer, 'utf16le').swap16(),
    base64: Buffer.from(Buffer.from(answer).toString('base64').replace(/=+$/, '')),
    hex: Buffer.from(Buffer.from(answer).toString('hex')),
  };
  const idat: Buffer[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT')
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  const found: string[] = [];
  for (const [name, needle] of Object.entries(encodings)) {
    if (bytes.includes(needle)) found.push(`${name} in the file`);
    if (pixels.includes(needle)) found.push(`${name} in the pixels`);
  }
  const text = bytes.toString('latin1');
  if (/<text|<svg|<path|font/i.test(text)) found.push('markup');
  return found;
}
