import { sha256Hex } from './sha256.ts';

/** Request signing shared by the web client and the API server (docs/api.md, Headers and the request signature). */

export const NONCE_LENGTH = 10;

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Largest multiple of the alphabet size that fits in a byte; bytes at or above it are thrown away
// so every character stays equally likely (a plain `% 62` would favour the first 8).
const NONCE_BYTE_LIMIT = 256 - (256 % NONCE_ALPHABET.length);
const NONCE_PATTERN = /^[A-Za-z0-9]{10}$/;
// Each draw is rejected with probability 8/256, so hitting this means the source is broken,
// not unlucky; failing loudly beats spinning forever.
const NONCE_MAX_ROUNDS = 64;

export const HEADER = {
  platform: 'platform',
  loginType: 'loginType',
  deviceId: 'deviceId',
  lang: 'lang',
  timestamp: 'timestamp',
  nonce: 'nonce',
  sign: 'sign',
  token: 'token',
} as const;

export const PLATFORMS = ['H5', 'wxOfficialAccount', 'App'] as const;
type Platform = (typeof PLATFORMS)[number];

// The provider's API only knows one login type for end users.
const LOGIN_TYPE = '1';

function defaultRandomBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

export function createNonce(randomBytes: (n: number) => Uint8Array = defaultRandomBytes): string {
  let nonce = '';
  for (let round = 0; nonce.length < NONCE_LENGTH; round++) {
    if (round >= NONCE_MAX_ROUNDS) throw new Error('random source keeps yielding rejected bytes');
    // Ask for a little more than needed so one call usually covers the rejected bytes.
    const bytes = randomBytes(NONCE_LENGTH - nonce.length + 4);
    for (const byte of bytes) {
      if (byte >= NONCE_BYTE_LIMIT) continue;
      nonce += NONCE_ALPHABET.charAt(byte % NONCE_ALPHABET.length);
      if (nonce.length === NONCE_LENGTH) break;
    }
  }
  return nonce;
}

export function isValidNonce(s: string): boolean {
  return NONCE_PATTERN.test(s);
}

export function computeSign(
  timestamp: string | number,
  nonce: string,
  secret: string,
  hashHex: (text: string) => string = sha256Hex,
): string {
  return hashHex(`${timestamp}${nonce}${secret}`);
}

/** Compares without an early exit so the time taken does not reveal how much of the sign matched. */
function hexEquals(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Whether `sign` is right for the timestamp and nonce. `hashHex` is SHA-256 in hex: the
 * portable implementation by default; the server passes its platform's, which is faster.
 */
export function verifySign(
  input: {
    timestamp: string;
    nonce: string;
    sign: string;
    secret: string;
  },
  hashHex: (text: string) => string = sha256Hex,
): boolean {
  const expected = computeSign(input.timestamp, input.nonce, input.secret, hashHex);
  // Hex is case-insensitive on the wire; some clients send upper case.
  return hexEquals(expected, input.sign.toLowerCase());
}

export function buildSignedHeaders(opts: {
  platform: Platform;
  deviceId: string;
  lang: string;
  secret: string;
  token?: string | null;
  now?: number;
  nonce?: string;
}): Record<string, string> {
  const timestamp = String(opts.now ?? Date.now());
  const nonce = opts.nonce ?? createNonce();
  const headers: Record<string, string> = {
    [HEADER.platform]: opts.platform,
    [HEADER.loginType]: LOGIN_TYPE,
    [HEADER.deviceId]: opts.deviceId,
    [HEADER.lang]: opts.lang,
    [HEADER.timestamp]: timestamp,
    [HEADER.nonce]: nonce,
    [HEADER.sign]: computeSign(timestamp, nonce, opts.secret),
  };
  if (opts.token) headers[HEADER.token] = opts.token;
  return headers;
}
