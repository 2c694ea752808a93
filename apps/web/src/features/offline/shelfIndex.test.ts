import { describe, expect, it } from 'vitest';
import { keptKeys, SHELF_STORAGE_KEY } from './shelfIndex.ts';

describe('keptKeys', () => {
  it('lists the kept items by site and id, the same set until the list changes', () => {
    localStorage.setItem(
      SHELF_STORAGE_KEY,
      JSON.stringify([
        { lang: 'en', id: '3' },
        { lang: 'ja', id: '4' },
      ]),
    );
    const keys = keptKeys();
    expect([...keys]).toEqual(['en:3', 'ja:4']);
    expect(keptKeys()).toBe(keys);
    localStorage.setItem(SHELF_STORAGE_KEY, JSON.stringify([{ lang: 'en', id: '5' }]));
    expect([...keptKeys()]).toEqual(['en:5']);
  });

  it('marks nothing from a list it cannot read', () => {
    for (const raw of ['{not json', '{"a":1}', '[null, 7, {"lang":"en"}]']) {
      localStorage.setItem(SHELF_STORAGE_KEY, raw);
      expect([...keptKeys()], raw).toEqual([]);
    }
  });
});
