import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.ts';

describe('crc32', () => {
  it('matches the standard check value and zlib', async () => {
    const { crc32: zlibCrc32 } = await import('node:zlib');
    const bytes = new TextEncoder().encode('123456789');
    expect(crc32(bytes)).toBe(0xcbf43926);
    expect(crc32(bytes, 2, 7)).toBe(zlibCrc32(bytes.subarray(2, 7)));
  });
});
