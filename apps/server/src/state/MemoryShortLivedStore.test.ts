import { describe, expect, it } from 'vitest';
import { MemoryShortLivedStore } from './MemoryShortLivedStore.ts';

describe('MemoryShortLivedStore', () => {
  it('lets only the first claim of a key through until it expires', async () => {
    let now = 1_000;
    const store = new MemoryShortLivedStore(() => now);
    expect(await store.claim('n', 100)).toBe(true);
    expect(await store.claim('n', 100)).toBe(false);
    now += 101;
    expect(await store.claim('n', 100)).toBe(true);
  });

  it('counts within a window that starts at the first increment', async () => {
    let now = 0;
    const store = new MemoryShortLivedStore(() => now);
    expect(await store.increment('c', 1_000)).toBe(1);
    now = 900;
    expect(await store.increment('c', 1_000)).toBe(2);
    now = 1_001;
    expect(await store.increment('c', 1_000)).toBe(1);
  });

  it('hands out a single-use value once', async () => {
    const store = new MemoryShortLivedStore();
    await store.set('captcha', 'AB12', 1_000);
    expect(await store.take('captcha')).toBe('AB12');
    expect(await store.take('captcha')).toBeUndefined();
  });

  it('drops expired entries so memory does not grow without bound', async () => {
    let now = 0;
    const store = new MemoryShortLivedStore(() => now);
    for (let i = 0; i < 100; i += 1) await store.claim(`k${i}`, 10);
    now = 20_000;
    await store.claim('fresh', 10);
    expect(store.size).toBe(1);
  });
});
