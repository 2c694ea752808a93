import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { sharedCacheControl, sharedFromBrowser } from './sharedCacheControl.ts';
import { apiReadKeys, itemIdsIn, keysOfChange, MAX_ITEM_KEYS } from './surrogateKeys.ts';

const en = siteByLang('en').id;
const item = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  publishType: 'TUWEN',
  title: `Item ${id}`,
  ...extra,
});

describe('surrogate keys', () => {
  it('purges an edited item with the lists of its site, a count change with the item alone', () => {
    expect(keysOfChange({ scope: 'items', siteId: en, itemIds: [12, 13], lists: true })).toEqual([
      'item:12',
      'item:13',
      'list:en',
    ]);
    expect(keysOfChange({ scope: 'items', siteId: en, itemIds: [12], lists: false })).toEqual([
      'item:12',
    ]);
    expect(keysOfChange({ scope: 'site', siteId: siteByLang('kr').id })).toEqual(['site:kr']);
    expect(keysOfChange({ scope: 'everything' })).toEqual([
      'site:zh-Hans',
      'site:ja',
      'site:kr',
      'site:en',
      'site:ru',
    ]);
    // Closing reports of a comment changes nothing a key names.
    expect(keysOfChange({ scope: 'items', siteId: en, itemIds: [], lists: false })).toEqual([]);
  });

  it('names every item an answer shows, at any depth, once', () => {
    const detail = {
      video: item('7', { related: [item('8'), item('9')] }),
      playlist: [item('9'), item('10')],
      previous: null,
      next: item('11'),
      collection: { id: '3', title: 'Not an item', count: 2 },
    };
    expect(itemIdsIn(detail)).toEqual(['7', '8', '9', '10', '11']);
    expect(itemIdsIn({ rows: [], total: 0 })).toEqual([]);
  });

  it('keys an API read by its site, lists, items and what its query names', () => {
    const list = { rows: [item('21'), item('22')], total: 2 };
    expect(apiReadKeys('en', '/enapi/cms/content/commonList', { categoryId: '5' }, list)).toEqual([
      'site:en',
      'list:en',
      'channel:5',
      'item:21',
      'item:22',
    ]);
    expect(
      apiReadKeys('en', '/enapi/commentsLog/commentCount', { contentId: '21' }, { count: 4 }),
    ).toEqual(['site:en', 'list:en', 'item:21']);
    expect(
      apiReadKeys('ja', '/jaapi/cms/special/detail', { id: '4' }, { id: '4', sections: [] }),
    ).toEqual(['site:ja', 'list:ja', 'topic:4']);
    // Nothing from the query that is not an id.
    expect(apiReadKeys('en', '/enapi/x', { contentId: '1 2', categoryId: 'a' }, null)).toEqual([
      'site:en',
      'list:en',
    ]);
  });

  it('leaves item keys off an answer that shows too many items, keeping its lists', () => {
    const rows = Array.from({ length: MAX_ITEM_KEYS + 1 }, (_, i) => item(String(i + 1)));
    expect(apiReadKeys('en', '/enapi/cms/content/commonList', {}, { rows })).toEqual([
      'site:en',
      'list:en',
    ]);
  });
});

describe('Cache-Control for shared caches', () => {
  const settings = { maxAgeSeconds: 60, staleIfErrorSeconds: 86_400 };

  it('keeps the browsers’ lifetime and gives shared caches theirs', () => {
    expect(sharedCacheControl(30, settings)).toBe(
      'public, max-age=30, s-maxage=60, stale-while-revalidate=10, stale-if-error=86400',
    );
    expect(sharedFromBrowser('public, max-age=300', settings)).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=10, stale-if-error=86400',
    );
    expect(sharedFromBrowser('public, max-age=31536000, immutable', settings)).toBe(
      'public, max-age=31536000, s-maxage=31536000, stale-while-revalidate=10, stale-if-error=86400, immutable',
    );
  });

  it('leaves alone what is not public or already says s-maxage', () => {
    expect(sharedFromBrowser('no-cache', settings)).toBeUndefined();
    expect(sharedFromBrowser('no-cache, max-age=1', settings)).toBeUndefined();
    expect(sharedFromBrowser('private, max-age=60', settings)).toBeUndefined();
    expect(sharedFromBrowser(sharedCacheControl(30, settings), settings)).toBeUndefined();
  });
});
