import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryNonceLedger } from './MemoryNonceLedger.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomNonce = (): string =>
  Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

describe('MemoryNonceLedger', () => {
  it('lets a nonce through once while it is remembered', async () => {
    const ledger = new MemoryNonceLedger(() => 1_000_000);
    expect(await ledger.claim('abcDEF0129', 300_000)).toBe(true);
    expect(await ledger.claim('abcDEF0129', 300_000)).toBe(false);
    expect(await ledger.claim('abcDEF0128', 300_000)).toBe(true);
  });

  it('tells apart nonces that differ in any one character, first and last symbols included', async () => {
    const ledger = new MemoryNonceLedger(() => 0);
    const base = '0000000000';
    expect(await ledger.claim(base, 1_000)).toBe(true);
    for (let position = 0; position < 10; position += 1) {
      for (const symbol of ['9', 'A', 'Z', 'a', 'z']) {
        const variant = base.slice(0, position) + symbol + base.slice(position + 1);
        expect(await ledger.claim(variant, 1_000), variant).toBe(true);
        expect(await ledger.claim(variant, 1_000), variant).toBe(false);
      }
    }
    expect(await ledger.claim('zzzzzzzzzz', 1_000)).toBe(true);
    expect(await ledger.claim('zzzzzzzzzz', 1_000)).toBe(false);
  });

  it('never forgets a nonce before its time, and forgets it within 30 s after', async () => {
    let now = 5_000;
    const ledger = new MemoryNonceLedger(() => now);
    expect(await ledger.claim('Replay0001', 301_000)).toBe(true);
    now += 300_999;
    expect(await ledger.claim('Replay0001', 301_000)).toBe(false);
    now += 30_001;
    expect(await ledger.claim('Replay0001', 301_000)).toBe(true);
  });

  it('keeps every one of many nonces apart, and drops them together once expired', async () => {
    let now = 0;
    const ledger = new MemoryNonceLedger(() => now);
    const nonces = new Set<string>();
    while (nonces.size < 100_000) nonces.add(randomNonce());
    for (const nonce of nonces) expect(await ledger.claim(nonce, 300_000)).toBe(true);
    for (const nonce of nonces) expect(await ledger.claim(nonce, 300_000)).toBe(false);
    expect(ledger.size).toBe(100_000);
    now = 400_000;
    expect(await ledger.claim(randomNonce(), 300_000)).toBe(true);
    expect(ledger.size).toBe(1);
  });

  it('refuses what is not a nonce of the contract', async () => {
    const ledger = new MemoryNonceLedger();
    await expect(() => ledger.claim('short', 1_000)).rejects.toThrow(/not a nonce/);
    await expect(() => ledger.claim('has space!', 1_000)).rejects.toThrow(/not a nonce/);
  });
});
