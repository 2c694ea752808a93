import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

describe('formatFileSize', () => {
  it('shows bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('uses base-1024 units with two decimals', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.00 MB');
    expect(formatFileSize(2 * 1024 ** 3)).toBe('2.00 GB');
    expect(formatFileSize(1.25 * 1024 ** 2)).toBe('1.25 MB');
  });

  it('moves to the next unit when rounding would reach 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.00 MB');
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1.00 GB');
    expect(formatFileSize(1024 * 1024 - 6)).toBe('1023.99 KB');
  });

  it('stays in GB for very large sizes', () => {
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072.00 GB');
  });

  it('treats negative and non-numbers as zero', () => {
    expect(formatFileSize(-1)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 B');
  });
});
