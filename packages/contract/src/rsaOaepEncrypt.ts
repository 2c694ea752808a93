import { sha256Bytes } from './sha256.ts';

/**
 * RSA-OAEP with SHA-256 and MGF1-SHA-256 (RFC 8017, section 7.1.1), in plain TypeScript. The
 * web app uses Web Crypto where it can; this is for pages opened over plain http (some in-app
 * browsers), where `crypto.subtle` does not exist, so passwords still never leave the page
 * readable.
 */

const HASH_LENGTH = 32;

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Reads one DER element at `offset`: its tag, where its content starts and ends. */
function derElement(der: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = der[offset] ?? -1;
  let length = der[offset + 1] ?? 0;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  if (start + length > der.length) throw new Error('public key: truncated DER');
  return { tag, start, end: start + length };
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function bigIntToBytes(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return out;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** The modulus and public exponent of a PEM "PUBLIC KEY" (SubjectPublicKeyInfo). */
export function readRsaPublicKey(pem: string): { n: bigint; e: bigint; size: number } {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const der = base64ToBytes(body);
  const spki = derElement(der, 0);
  const algorithm = derElement(der, spki.start);
  const bitString = derElement(der, algorithm.end);
  if (bitString.tag !== 0x03) throw new Error('public key: not SubjectPublicKeyInfo');
  // A BIT STRING's first content byte counts unused bits (0 here).
  const rsaKey = derElement(der, bitString.start + 1);
  const modulus = derElement(der, rsaKey.start);
  const exponent = derElement(der, modulus.end);
  let modulusBytes = der.subarray(modulus.start, modulus.end);
  while (modulusBytes[0] === 0) modulusBytes = modulusBytes.subarray(1);
  return {
    n: bytesToBigInt(modulusBytes),
    e: bytesToBigInt(der.subarray(exponent.start, exponent.end)),
    size: modulusBytes.length,
  };
}

function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const block = new Uint8Array(seed.length + 4);
  block.set(seed);
  for (let counter = 0, filled = 0; filled < length; counter++) {
    new DataView(block.buffer).setUint32(seed.length, counter);
    const digest = sha256Bytes(block);
    out.set(digest.subarray(0, Math.min(HASH_LENGTH, length - filled)), filled);
    filled += HASH_LENGTH;
  }
  return out;
}

/** Encrypts `message` for the holder of the key's private half; base64 ciphertext. */
export function rsaOaepEncrypt(
  publicKeyPem: string,
  message: string,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const { n, e, size } = readRsaPublicKey(publicKeyPem);
  const data = new TextEncoder().encode(message);
  if (data.length > size - 2 * HASH_LENGTH - 2) throw new Error('message too long for the key');
  const labelHash = sha256Bytes(new Uint8Array(0));
  const block = new Uint8Array(size - HASH_LENGTH - 1);
  block.set(labelHash);
  block[block.length - data.length - 1] = 0x01;
  block.set(data, block.length - data.length);
  const seed = random(new Uint8Array(HASH_LENGTH));
  const blockMask = mgf1(seed, block.length);
  const maskedBlock = block.map((byte, i) => byte ^ (blockMask[i] ?? 0));
  const seedMask = mgf1(maskedBlock, HASH_LENGTH);
  const maskedSeed = seed.map((byte, i) => byte ^ (seedMask[i] ?? 0));
  const encoded = new Uint8Array(size);
  encoded.set(maskedSeed, 1);
  encoded.set(maskedBlock, 1 + HASH_LENGTH);
  return bytesToBase64(bigIntToBytes(modPow(bytesToBigInt(encoded), e, n), size));
}
