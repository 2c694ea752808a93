import { sha256Bytes } from './sha256.ts';

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

/** Difficulties the server may be configured with (leading zero bits). */
export const POW_DIFFICULTY_MIN = 1;
export const POW_DIFFICULTY_MAX = 26;

/** `GET {prefix}/code/challenge`'s data (its schema is `powChallengeSchema` in accountSchemas). */
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

/**
 * Tries the counters `from` … `from + count - 1` and answers the first nonce that solves the
 * challenge, or undefined. The browser calls it in slices so it can report progress and stop.
 */
export function searchProofOfWork(
  challenge: string,
  difficulty: number,
  from: number,
  count: number,
): string | undefined {
  const end = Math.min(from + count, POW_NONCE_LIMIT);
  for (let counter = from; counter < end; counter++) {
    const nonce = powNonce(counter);
    const digest = sha256Bytes(encoder.encode(challenge + nonce));
    if (leadingZeroBits(digest, difficulty) >= difficulty) return nonce;
  }
  return undefined;
}
