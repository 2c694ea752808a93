import { describe, expect, it } from 'vitest';
import { SPM_PAGE, SPM_PLATFORM, decodeSpm, encodeSpm } from './spm.ts';
import type { Spm } from './spm.ts';

describe('encodeSpm', () => {
  it('fills in the defaults', () => {
    expect(encodeSpm({ platformIndex: SPM_PLATFORM.h5 })).toBe('0.1.0.1.1');
    expect(encodeSpm({ platformIndex: SPM_PLATFORM.app, sharerUserId: '42' })).toBe('42.1.0.4.1');
  });

  it('writes every field in order', () => {
    expect(
      encodeSpm({
        sharerUserId: '1234567890123456789',
        pageCode: SPM_PAGE.groupActivityDetail,
        pageId: '98765',
        platformIndex: SPM_PLATFORM.miniProgram,
        source: 7,
      }),
    ).toBe('1234567890123456789.3.98765.3.7');
  });
});

describe('decodeSpm', () => {
  it('round-trips', () => {
    const cases: Spm[] = [
      { sharerUserId: '0', pageCode: 1, pageId: '0', platformIndex: 1, source: 1 },
      { sharerUserId: '12', pageCode: 2, pageId: '345', platformIndex: 2, source: 3 },
      // 20-digit ids exceed Number.MAX_SAFE_INTEGER and must come back unchanged.
      {
        sharerUserId: '18446744073709551615',
        pageCode: 3,
        pageId: '99999999999999999999',
        platformIndex: 4,
        source: 123456,
      },
    ];
    for (const spm of cases) expect(decodeSpm(encodeSpm(spm))).toEqual(spm);
  });

  it('round-trips the defaults', () => {
    expect(decodeSpm(encodeSpm({ platformIndex: SPM_PLATFORM.officialAccountWeb }))).toEqual({
      sharerUserId: '0',
      pageCode: 1,
      pageId: '0',
      platformIndex: 2,
      source: 1,
    });
  });

  it.each([
    ['empty', ''],
    ['too few parts', '1.1.1.1'],
    ['too many parts', '1.1.1.1.1.1'],
    ['empty sharer', '.1.1.1.1'],
    ['empty page code', '1..1.1.1'],
    ['empty page id', '1.1..1.1'],
    ['empty platform', '1.1.1..1'],
    ['empty source', '1.1.1.1.'],
    ['only dots', '....'],
    ['letters in sharer', 'abc.1.1.1.1'],
    ['hex sharer', '0x1F.1.1.1.1'],
    ['negative sharer', '-1.1.1.1.1'],
    ['sign in page id', '1.1.+5.1.1'],
    ['21-digit sharer', '123456789012345678901.1.1.1.1'],
    ['21-digit page id', '1.1.123456789012345678901.1.1'],
    ['fullwidth digits', '１.1.1.1.1'],
    ['page code 0', '1.0.1.1.1'],
    ['page code 4', '1.4.1.1.1'],
    ['page code 01', '1.01.1.1.1'],
    ['page code letter', '1.a.1.1.1'],
    ['platform 0', '1.1.1.0.1'],
    ['platform 5', '1.1.1.5.1'],
    ['platform 1.5 (split)', '1.1.1.1.5.1'],
    ['source 0', '1.1.1.1.0'],
    ['source negative', '1.1.1.1.-1'],
    ['source leading zero', '1.1.1.1.01'],
    ['source exponent', '1.1.1.1.1e3'],
    ['source beyond safe integers', '1.1.1.1.99999999999999999'],
    ['leading space', ' 1.1.1.1.1'],
    ['trailing space', '1.1.1.1.1 '],
    ['trailing newline', '1.1.1.1.1\n'],
    ['inner space', '1. 1.1.1.1'],
    ['comma separated', '1,1,1,1,1'],
  ])('rejects %s', (_label, code) => {
    expect(decodeSpm(code)).toBeNull();
  });

  it('rejects codes longer than 100 characters', () => {
    expect(decodeSpm('1'.repeat(101))).toBeNull();
    expect(decodeSpm(`1.1.1.1.${'1'.repeat(200)}`)).toBeNull();
  });

  it('accepts a source just under the limits', () => {
    expect(decodeSpm('1.1.1.1.9007199254740991')?.source).toBe(Number.MAX_SAFE_INTEGER);
  });
});
