import type { NonceLedger } from './NonceLedger.ts';

const NONCE = /^[A-Za-z0-9]{10}$/;
/** Nonces are kept in tables by the slice of time they expire in; a slice goes whole. */
const SLICE_MS = 30_000;
const INITIAL_SLOTS = 1 << 10;

/** '0'-'9', 'A'-'Z', 'a'-'z' as 1..62 (six bits; 0 marks an empty slot). */
function symbol(code: number): number {
  if (code <= 57) return code - 47;
  if (code <= 90) return code - 54;
  return code - 60;
}

/** Five characters in 30 bits. */
function half(nonce: string, from: number): number {
  let value = 0;
  for (let i = from; i < from + 5; i += 1) value = value * 64 + symbol(nonce.charCodeAt(i));
  return value;
}

/** An open-addressing set of encoded nonces in two typed arrays: 8 bytes a slot, at most half full. */
class NonceTable {
  #high = new Uint32Array(INITIAL_SLOTS);
  #low = new Uint32Array(INITIAL_SLOTS);
  #size = 0;

  has(high: number, low: number): boolean {
    const mask = this.#high.length - 1;
    for (let slot = spread(high, low) & mask; ; slot = (slot + 1) & mask) {
      const h = this.#high[slot] ?? 0;
      if (h === 0) return false;
      if (h === high && this.#low[slot] === low) return true;
    }
  }

  add(high: number, low: number): void {
    if ((this.#size + 1) * 2 > this.#high.length) this.#grow();
    this.#place(high, low);
    this.#size += 1;
  }

  get size(): number {
    return this.#size;
  }

  #place(high: number, low: number): void {
    const mask = this.#high.length - 1;
    let slot = spread(high, low) & mask;
    while ((this.#high[slot] ?? 0) !== 0) slot = (slot + 1) & mask;
    this.#high[slot] = high;
    this.#low[slot] = low;
  }

  #grow(): void {
    const high = this.#high;
    const low = this.#low;
    this.#high = new Uint32Array(high.length * 2);
    this.#low = new Uint32Array(high.length * 2);
    for (let slot = 0; slot < high.length; slot += 1) {
      const h = high[slot] ?? 0;
      if (h !== 0) this.#place(h, low[slot] ?? 0);
    }
  }
}

function spread(high: number, low: number): number {
  const mixed = Math.imul(high ^ Math.imul(low, 0x9e3779b1), 0x85ebca6b);
  return (mixed ^ (mixed >>> 13)) >>> 0;
}

/**
 * The in-process nonce ledger. A server remembers every nonce of the last five minutes, which
 * is one per request: kept as `nonce:` strings in a Map that cost about 160 bytes each (60 MB
 * for 400,000 requests, what one `bench:api` run sends). Here a nonce is its 60 bits in typed
 * arrays, 16–32 bytes, and nonces that expire in the same 30 s go together, so forgetting them
 * is dropping one table rather than a sweep over every entry. A nonce is remembered for at least
 * its `ttlMs` and at most 30 s longer.
 */
export class MemoryNonceLedger implements NonceLedger {
  readonly #slices = new Map<number, NonceTable>();

  constructor(private readonly now: () => number = Date.now) {}

  claim(nonce: string, ttlMs: number): Promise<boolean> {
    if (!NONCE.test(nonce))
      return Promise.reject(new Error('MemoryNonceLedger: not a nonce of the contract'));
    const now = this.now();
    const high = half(nonce, 0);
    const low = half(nonce, 5);
    for (const [slice, table] of this.#slices) {
      if ((slice + 1) * SLICE_MS <= now) this.#slices.delete(slice);
      else if (table.has(high, low)) return Promise.resolve(false);
    }
    const slice = Math.floor((now + ttlMs) / SLICE_MS);
    let table = this.#slices.get(slice);
    if (!table) {
      table = new NonceTable();
      this.#slices.set(slice, table);
    }
    table.add(high, low);
    return Promise.resolve(true);
  }

  /** Nonces held, expired ones not yet dropped included. */
  get size(): number {
    let size = 0;
    for (const table of this.#slices.values()) size += table.size;
    return size;
  }
}
