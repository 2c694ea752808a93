/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  POW_NONCE_PATTERN,
  leadingZeroBits,
  powCode,
  powNonce,
  searchProofOfWork,
} from './proofOfWork.ts';

const zeroBits = (text: string): number =>
  leadingZeroBits(createHash('sha256').update(text, 'utf8').digest());

describe('proof of work', () => {
  it('counts the zero bits a digest starts with', () => {
    expect(leadingZeroBits(new Uint8Array([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0, 0x20, 0]))).toBe(10);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0]))).toBe(24);
    // Counting stops once the difficulty is met.
    expect(leadingZeroBits(new Uint8Array([0, 0, 0, 0]), 9)).toBe(16);
  });

  it('finds a nonce whose SHA-256 with the challenge has the leading zero bits asked for', () => {
    const challenge = 'q3V-a9Zk0m1Yx2Lw8PbQeA';
    const nonce = searchProofOfWork(challenge, 12, 0, 1_000_000);
    expect(nonce).toMatch(POW_NONCE_PATTERN);
    expect(zeroBits(challenge + (nonce ?? ''))).toBeGreaterThanOrEqual(12);
    // The first one: no smaller counter solves it.
    const counter = Number.parseInt(nonce ?? '', 36);
    for (let c = 0; c < counter; c++) expect(zeroBits(challenge + powNonce(c))).toBeLessThan(12);
    expect(powCode(nonce ?? '')).toBe(`pow:${nonce ?? ''}`);
  });

  it('finds the same nonce for a challenge too long for one block (the slower way)', () => {
    const long = 'x'.repeat(60);
    const nonce = searchProofOfWork(long, 8, 0, 100_000);
    expect(zeroBits(long + (nonce ?? ''))).toBeGreaterThanOrEqual(8);
    const counter = Number.parseInt(nonce ?? '', 36);
    for (let c = 0; c < counter; c++) expect(zeroBits(long + powNonce(c))).toBeLessThan(8);
  });

  it('answers undefined when its slice holds no solution, and never goes past six digits', () => {
    expect(searchProofOfWork('abc', 26, 0, 100)).toBeUndefined();
    expect(searchProofOfWork('abc', 1, 36 ** 6, 100)).toBeUndefined();
    expect(powNonce(36 ** 6 - 1)).toBe('zzzzzz');
  });
});
