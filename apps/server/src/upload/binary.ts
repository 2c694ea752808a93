// Readers for the fixed-width fields of image headers. Callers check bounds first; reading past
// the end yields 0 rather than undefined so the arithmetic stays typed as number.

export function u8(bytes: Uint8Array, at: number): number {
  return bytes[at] ?? 0;
}

export function u16be(bytes: Uint8Array, at: number): number {
  return (u8(bytes, at) << 8) | u8(bytes, at + 1);
}

export function u32be(bytes: Uint8Array, at: number): number {
  return ((u8(bytes, at) << 24) | (u8(bytes, at + 1) << 16) | u16be(bytes, at + 2)) >>> 0;
}

export function u16le(bytes: Uint8Array, at: number): number {
  return u8(bytes, at) | (u8(bytes, at + 1) << 8);
}

export function u24le(bytes: Uint8Array, at: number): number {
  return u16le(bytes, at) | (u8(bytes, at + 2) << 16);
}

export function u32le(bytes: Uint8Array, at: number): number {
  return (u24le(bytes, at) | (u8(bytes, at + 3) << 24)) >>> 0;
}

/** The bytes at `at` read as ASCII, for comparing against four-character codes and signatures. */
export function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

export function startsWithBytes(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, i) => bytes[i] === value);
}

export function writeU32le(target: Uint8Array, at: number, value: number): void {
  target[at] = value & 0xff;
  target[at + 1] = (value >>> 8) & 0xff;
  target[at + 2] = (value >>> 16) & 0xff;
  target[at + 3] = (value >>> 24) & 0xff;
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
