import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@news/contract/contentSchemas';
import { contentTarget } from './openContent.ts';

const base: ContentItem = {
  id: '9',
  title: 't',
  description: '',
  publishType: 'TUWEN',
  img: '[]',
  publishDate: '2026-11-22T00:00:00Z',
  categoryId: '1',
  categoryTitle: '',
  categoryDomain: '',
  typeurl: '',
  outLink: '',
  adsImg: '',
  adsUrl: '',
  liveId: '',
  specialId: '',
  collectionId: '',
  videoUrl: '',
  videoHlsUrl: '',
  duration: 0,
  author: '',
  source: '',
  hit: 0,
  commentCount: 0,
  likeCount: 0,
  collectCount: 0,
  shareCount: 0,
  commentEnabled: true,
  tags: [],
};

describe('contentTarget', () => {
  it('sends each publish type to its detail page', () => {
    expect(contentTarget(base, 'en')).toEqual({
      kind: 'route',
      path: '/pages/news-detail/news-detail',
      query: { id: '9' },
    });
    expect(contentTarget({ ...base, publishType: 'TUSHUO' }, 'en')).toMatchObject({
      path: '/pages/tu-shuo/detail',
    });
    expect(contentTarget({ ...base, publishType: 'TUJIE' }, 'en')).toMatchObject({
      path: '/pages/tu-jie/detail',
    });
    expect(contentTarget({ ...base, publishType: 'SHIPING' }, 'en')).toMatchObject({
      path: '/pages/video/video-detail1',
    });
    expect(
      contentTarget({ ...base, publishType: 'authPublishPlayback', liveId: '4' }, 'en'),
    ).toEqual({ kind: 'route', path: '/pages/auth-publish/playback', query: { id: '4' } });
  });
  it('opens topics, out-links and ads in a new window', () => {
    expect(contentTarget({ ...base, publishType: 'SPECIAL', specialId: '3' }, 'ru')).toMatchObject({
      kind: 'window',
      url: expect.stringContaining('#/pages/topic/topic-detail-h5?id=3&lang=ru') as string,
    });
    expect(contentTarget({ ...base, outLink: 'https://example.com/a' }, 'en')).toEqual({
      kind: 'window',
      url: 'https://example.com/a',
    });
    expect(
      contentTarget({ ...base, adsImg: '/a.svg', adsUrl: 'https://ads.example.com' }, 'en'),
    ).toEqual({ kind: 'window', url: 'https://ads.example.com' });
  });
});
