import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const KEY_LENGTH = 64;

/** scrypt's parameters: cost N (a power of two), block size r, parallelism p. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** The largest cost a stored hash may name: a hash string never makes the server use more memory. */
const MAX_LOG_N = 20;

export function scryptCost(logN: number): ScryptCost {
  return { N: 2 ** logN, r: 8, p: 1 };
}

function scrypt(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    ...cost,
    // Node refuses above 32 MiB by default; N=2^17, r=8 needs 128 MiB (128·N·r bytes).
    maxmem: 256 * cost.N * cost.r,
  };
  // The callback form runs on libuv's thread pool: the event loop goes on serving while it hashes.
  return new Promise((resolve, reject) => {
    scryptCallback(secret.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashSecret(secret: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** The parameters a stored hash was made with; undefined for anything not ours or out of range. */
export function costOfHash(stored: string): ScryptCost | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N >= 2 &&
    cost.N <= 2 ** MAX_LOG_N &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    cost.p >= 1 &&
    cost.p <= 4;
  return sane ? cost : undefined;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const cost = costOfHash(stored);
  const [, , , , salt = '', hash = ''] = stored.split('$');
  if (!cost) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(secret, Buffer.from(salt, 'base64'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash that verifies nothing, at the given cost: compared against when the account does not
 * exist, so the answer takes as long as for one that does.
 */
export function dummyHash(cost: ScryptCost): string {
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    Buffer.alloc(16).toString('base64'),
    Buffer.alloc(KEY_LENGTH).toString('base64'),
  ].join('$');
}

/** A stored hash no password matches: what a deactivated account keeps in place of its own. */
export const DUMMY_HASH = dummyHash(scryptCost(14));
