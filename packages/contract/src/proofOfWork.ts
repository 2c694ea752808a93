import { SHA256_INITIAL_STATE, sha256Bytes, sha256Compress } from './sha256.ts';

/*
 * The captcha's alternative that needs no reading (docs/adr/0021-captcha.md): the server gives a
 * device a random challenge and a difficulty; the browser finds a nonce such that
 * SHA-256(UTF-8 of challenge + nonce) starts with `difficulty` zero bits, and sends
 * `pow:<nonce>` in the same `code` field the picture's answer goes in. No zod here: the
 * browser's solver, a Web Worker, imports this module and should carry nothing else.
 */

/** What starts the `code` field when it carries a proof of work instead of a picture's answer. */
export const POW_CODE_PREFIX = 'pow:';

/**
 * A nonce is a counter written in base 36, at most 6 digits: with the prefix it fits the code
 * field's 10 characters, and 36^6 (2.2 billion) tries leave no real chance of running out below
 * the highest difficulty.
 */
export const POW_NONCE_PATTERN = /^[0-9a-z]{1,6}$/;
export const POW_NONCE_LIMIT = 36 ** 6;

export { POW_DIFFICULTY_MAX, POW_DIFFICULTY_MIN } from './powDifficulty.ts';

/** The `codeChallenge` call's data (its schema is `powChallengeSchema` in accountSchemas). */
export interface PowChallenge {
  challenge: string;
  difficulty: number;
}

/** How many zero bits the digest starts with (counting stops at `enough`). */
export function leadingZeroBits(digest: Uint8Array, enough = digest.length * 8): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      if (bits >= enough) return bits;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The nonce of a counter value, as it is hashed and sent. */
export function powNonce(counter: number): string {
  return counter.toString(36);
}

/** The `code` field's value for a found nonce. */
export function powCode(nonce: string): string {
  return `${POW_CODE_PREFIX}${nonce}`;
}

const encoder = new TextEncoder();

/** Leading zero bits of a hash state's words (counting stops at `enough`). */
function stateZeroBits(state: Uint32Array, enough: number): number {
  let bits = 0;
  for (const word of state) {
    if (word !== 0) return bits + Math.clz32(word);
    bits += 32;
    if (bits >= enough) return bits;
  }
  return bits;
}

/**
 * Tries the counters `from` … `from + count - 1` and answers the first nonce that solves the
 * challenge, or undefined. The browser calls it in slices so it can report progress and stop.
 * Challenge and nonce fit one 64-byte block, so each try fills that block in place and runs
 * one compression, allocating nothing: several times quicker than hashing each text anew.
 */
export function searchProofOfWork(
  challenge: string,
  difficulty: number,
  from: number,
  count: number,
): string | undefined {
  const end = Math.min(from + count, POW_NONCE_LIMIT);
  const prefix = encoder.encode(challenge);
  // Message, the 0x80 marker and the 8-byte length must fit one block.
  if (prefix.length + 6 + 9 > 64) {
    for (let counter = from; counter < end; counter++) {
      const nonce = powNonce(counter);
      const digest = sha256Bytes(encoder.encode(challenge + nonce));
      if (leadingZeroBits(digest, difficulty) >= difficulty) return nonce;
    }
    return undefined;
  }
  const block = new Uint8Array(64);
  block.set(prefix);
  const view = new DataView(block.buffer);
  const w = new Uint32Array(64);
  const state = new Uint32Array(8);
  for (let counter = from; counter < end; counter++) {
    const nonce = powNonce(counter);
    let at = prefix.length;
    for (let i = 0; i < nonce.length; i++) block[at++] = nonce.charCodeAt(i);
    block[at++] = 0x80;
    block.fill(0, at, 60);
    view.setUint32(60, (prefix.length + nonce.length) * 8);
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(i * 4);
    state.set(SHA256_INITIAL_STATE);
    sha256Compress(state, w);
    if (stateZeroBits(state, difficulty) >= difficulty) return nonce;
  }
  return undefined;
}
