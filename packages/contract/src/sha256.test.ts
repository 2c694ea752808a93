/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.ts';

function nodeSha256(input: string): string {
  return createHash('sha256').update(input, 'utf8').digest('hex');
}

describe('sha256Hex', () => {
  it('matches the published vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it.each([
    ['empty', ''],
    ['ASCII', 'The quick brown fox jumps over the lazy dog'],
    ['CJK', '刚刚发布 한국어 日本語'],
    ['emoji', '📰👍🏽 news'],
    ['Cyrillic', 'Только что'],
  ])('agrees with node:crypto on %s', (_label, input) => {
    expect(sha256Hex(input)).toBe(nodeSha256(input));
  });

  // 55/56 and 63/64/65 sit on either side of the padding and block boundaries.
  it.each([55, 56, 63, 64, 65, 119, 120, 128, 1000])(
    'agrees with node:crypto on %i ASCII characters',
    (length) => {
      const input = 'a1B2'.repeat(Math.ceil(length / 4)).slice(0, length);
      expect(input).toHaveLength(length);
      expect(sha256Hex(input)).toBe(nodeSha256(input));
    },
  );

  it('hashes UTF-8 bytes, not UTF-16 code units, near the block boundary', () => {
    for (let n = 15; n <= 25; n++) {
      const input = '中'.repeat(n);
      expect(sha256Hex(input)).toBe(nodeSha256(input));
    }
  });

  it('returns lower-case hex', () => {
    expect(sha256Hex('x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
