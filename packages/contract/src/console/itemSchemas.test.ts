import { describe, expect, it } from 'vitest';
import { itemDocumentSchema, itemListQuerySchema } from './itemSchemas.ts';

const common = {
  site: 'en',
  title: '  A title  ',
  summary: '',
  author: '',
  source: '',
  tags: [],
  channelId: '3',
  commentEnabled: true,
  cover: '',
  outLink: '',
  headline: false,
  banner: false,
};

describe('item documents', () => {
  it('reads a news item, trimming its title', () => {
    const parsed = itemDocumentSchema.parse({ ...common, publishType: 'TUWEN', body: '<p>x</p>' });
    expect(parsed.title).toBe('A title');
  });

  it('wants the fields of the item’s own type', () => {
    expect(itemDocumentSchema.safeParse({ ...common, publishType: 'TUSHUO' }).success).toBe(false);
    expect(
      itemDocumentSchema.safeParse({
        ...common,
        publishType: 'TUSHUO',
        images: [{ url: '/media/a.jpg', caption: 'c', width: 1, height: 1 }],
      }).success,
    ).toBe(true);
  });

  it('refuses script addresses in every address field', () => {
    const bad = 'javascript:alert(1)';
    expect(
      itemDocumentSchema.safeParse({ ...common, cover: bad, publishType: 'TUWEN', body: '' })
        .success,
    ).toBe(false);
    expect(
      itemDocumentSchema.safeParse({ ...common, outLink: bad, publishType: 'TUWEN', body: '' })
        .success,
    ).toBe(false);
    expect(
      itemDocumentSchema.safeParse({
        ...common,
        publishType: 'authPublishPlayback',
        live: {
          host: '',
          startTime: '2026-11-24T10:00:00Z',
          endTime: '2026-11-24T11:00:00Z',
          streamUrl: bad,
          hold: 'auto',
          replayUrl: '',
          segments: [],
        },
      }).success,
    ).toBe(false);
  });

  it('refuses an empty title', () => {
    expect(
      itemDocumentSchema.safeParse({ ...common, title: '   ', publishType: 'TUWEN', body: '' })
        .success,
    ).toBe(false);
  });
});

describe('item list query', () => {
  it('takes filters from a query string with defaults for paging', () => {
    const query = itemListQuerySchema.parse({ site: 'en', status: 'draft', pageNo: '2' });
    expect(query).toMatchObject({ site: 'en', status: 'draft', pageNo: 2, pageSize: 20 });
  });

  it('refuses unknown statuses and page sizes over the maximum', () => {
    expect(itemListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(itemListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
