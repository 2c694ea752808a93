import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

// ICU versions differ in which space they put between number and unit.
const size = (bytes: number, locale = 'en-GB'): string =>
  formatFileSize(bytes, locale).replace(/\s/gu, ' ');

describe('formatFileSize', () => {
  it('shows bytes below 1 KB, without decimals', () => {
    expect(size(0, 'zh-Hans')).toBe('0 B');
    expect(size(512, 'ru')).toBe('512 Б');
    expect(size(1023, 'zh-Hans')).toBe('1,023 B');
  });

  it('uses base-1024 units with two decimals', () => {
    expect(size(1024)).toBe('1.00 kB');
    expect(size(1536)).toBe('1.50 kB');
    expect(size(10 * 1024 * 1024)).toBe('10.00 MB');
    expect(size(2 * 1024 ** 3)).toBe('2.00 GB');
    expect(size(1.25 * 1024 ** 2)).toBe('1.25 MB');
  });

  it('writes the number and unit as each language does', () => {
    expect(size(50 * 1024 ** 2, 'ru')).toBe('50,00 МБ');
    expect(size(50 * 1024 ** 2, 'ja')).toBe('50.00 MB');
    expect(size(1536, 'ja')).toBe('1.50 KB');
    expect(size(50 * 1024 ** 2, 'ko')).toBe('50.00MB');
  });

  it('says a round limit without decimals when asked', () => {
    expect(size(5 * 1024 ** 2, 'ru').replace(',00', '')).toBe('5 МБ');
    expect(formatFileSize(5 * 1024 ** 2, 'zh-Hans', 0).replace(/\s/gu, ' ')).toBe('5 MB');
  });

  it('moves to the next unit when rounding would reach 1024', () => {
    expect(size(1024 * 1024 - 1)).toBe('1.00 MB');
    expect(size(1024 ** 3 - 1)).toBe('1.00 GB');
    expect(size(1024 * 1024 - 6)).toBe('1,023.99 kB');
  });

  it('stays in GB for very large sizes', () => {
    expect(size(3 * 1024 ** 4)).toBe('3,072.00 GB');
  });

  it('treats negative and non-numbers as zero', () => {
    expect(size(-1, 'zh-Hans')).toBe('0 B');
    expect(size(Number.NaN, 'zh-Hans')).toBe('0 B');
    expect(size(Number.POSITIVE_INFINITY, 'zh-Hans')).toBe('0 B');
  });
});
