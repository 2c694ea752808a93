import { describe, expect, it } from 'vitest';
import { PUBLISH_TYPES, readPublishType } from './publishTypes.ts';
import { REPORT_REASONS } from './reportReasons.ts';

describe('publish types', () => {
  it('reads the camel-case field and the lower-case variant', () => {
    expect(readPublishType({ publishType: 'TUSHUO' })).toBe('TUSHUO');
    expect(readPublishType({ publishtype: 'authPublishPlayback' })).toBe('authPublishPlayback');
    expect(readPublishType({ publishType: 'nope', publishtype: 'SHIPING' })).toBe('SHIPING');
    expect(readPublishType({ publishType: 'tuwen' })).toBeUndefined();
    expect(readPublishType({})).toBeUndefined();
  });

  it('knows the seven publish types', () => {
    expect(PUBLISH_TYPES).toHaveLength(7);
  });
});

describe('report reasons', () => {
  it('has the twelve reasons of docs/product.md §5, without duplicates', () => {
    expect(new Set(REPORT_REASONS).size).toBe(12);
  });
});
