import { describe, expect, it } from 'vitest';
import type { ChangeSignal } from '../state/ChangeSignal.ts';
import { ResponseCache } from './ResponseCache.ts';

function deferred(): { promise: Promise<string>; resolve: (value: string) => void } {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ResponseCache', () => {
  it('answers from memory within the lifetime and builds again after it', async () => {
    let now = 0;
    const cache = new ResponseCache(1_000, { maxEntries: 10 }, () => now);
    let builds = 0;
    const build = (): Promise<string> => Promise.resolve(`answer ${String((builds += 1))}`);
    expect((await cache.through('/a', build)).body).toBe('answer 1');
    now = 999;
    expect((await cache.through('/a', build)).body).toBe('answer 1');
    now = 1_000;
    expect((await cache.through('/a', build)).body).toBe('answer 2');
    expect(builds).toBe(2);
  });

  it('tells what it holds for a key within the lifetime, without building anything', async () => {
    let now = 0;
    const cache = new ResponseCache(1_000, { maxEntries: 10 }, () => now);
    expect(cache.fresh('/a')).toBeUndefined();
    await cache.through('/a', () => Promise.resolve('answer'));
    now = 999;
    expect(cache.fresh('/a')?.body).toBe('answer');
    now = 1_000;
    expect(cache.fresh('/a')).toBeUndefined();
  });

  it('gives the same ETag for the same body and a different one when it changes', async () => {
    const cache = new ResponseCache(1_000);
    const first = await cache.through('/a', () => Promise.resolve('{"n":1}'));
    const again = await cache.through('/b', () => Promise.resolve('{"n":1}'));
    const other = await cache.through('/c', () => Promise.resolve('{"n":2}'));
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(again.etag).toBe(first.etag);
    expect(other.etag).not.toBe(first.etag);
  });

  it('keeps the time a document last changed, as an HTTP date, when the build gives one', async () => {
    const cache = new ResponseCache(1_000);
    const changed = new Date('2026-11-24T08:30:15.250Z');
    const feed = await cache.through('/feed', () =>
      Promise.resolve({ body: '<rss/>', lastModified: changed }),
    );
    expect(feed.body).toBe('<rss/>');
    expect(feed.lastModified).toBe('Tue, 24 Nov 2026 08:30:15 GMT');
    expect((await cache.through('/plain', () => Promise.resolve('{}'))).lastModified).toBe(
      undefined,
    );
  });

  it('lets concurrent requests for one answer share a single build', async () => {
    const cache = new ResponseCache(1_000);
    const pending = deferred();
    let builds = 0;
    const build = (): Promise<string> => {
      builds += 1;
      return pending.promise;
    };
    const answers = Promise.all([1, 2, 3].map(() => cache.through('/a', build)));
    pending.resolve('shared');
    expect((await answers).map((a) => a.body)).toEqual(['shared', 'shared', 'shared']);
    expect(builds).toBe(1);
  });

  it('forgets everything on invalidate, and does not keep an answer built before the write', async () => {
    const cache = new ResponseCache(60_000);
    await cache.through('/kept', () => Promise.resolve('old'));
    const pending = deferred();
    const inFlight = cache.through('/building', () => pending.promise);
    cache.invalidate();
    pending.resolve('built before the write');
    // The request that was already waiting gets its answer, but it is not kept for others.
    expect((await inFlight).body).toBe('built before the write');
    expect((await cache.through('/building', () => Promise.resolve('fresh'))).body).toBe('fresh');
    expect((await cache.through('/kept', () => Promise.resolve('new'))).body).toBe('new');
  });

  it('empties the other instances on a write through one, and one on theirs', async () => {
    // Two instances on one bus: what one announces, the other hears (as through Redis pub/sub).
    const listeners: ((change: string | undefined) => void)[][] = [[], []];
    const signal = (self: number): ChangeSignal => ({
      announce: (change) => {
        for (const listener of listeners[1 - self] ?? []) listener(change);
      },
      listen: (listener) => listeners[self]?.push(listener),
    });
    const one = new ResponseCache(60_000);
    const other = new ResponseCache(60_000);
    one.shareChanges(signal(0));
    other.shareChanges(signal(1));
    await one.through('/list', () => Promise.resolve('one old'));
    await other.through('/list', () => Promise.resolve('other old'));
    one.invalidate();
    expect((await other.through('/list', () => Promise.resolve('other new'))).body).toBe(
      'other new',
    );
    other.invalidate();
    expect((await one.through('/list', () => Promise.resolve('one new'))).body).toBe('one new');
  });

  it('does not keep failures: the next request builds again', async () => {
    const cache = new ResponseCache(60_000);
    await expect(cache.through('/a', () => Promise.reject(new Error('no data')))).rejects.toThrow(
      'no data',
    );
    expect((await cache.through('/a', () => Promise.resolve('ok'))).body).toBe('ok');
  });

  it('holds at most its capacity, dropping the oldest answers first', async () => {
    const cache = new ResponseCache(60_000, { maxEntries: 3 });
    for (const key of ['/1', '/2', '/3', '/4'])
      await cache.through(key, () => Promise.resolve(key));
    expect(cache.size).toBe(3);
    let rebuilt = false;
    await cache.through('/1', () => {
      rebuilt = true;
      return Promise.resolve('/1 again');
    });
    expect(rebuilt).toBe(true);
  });

  it('holds at most its bytes, however many different keys come', async () => {
    const cache = new ResponseCache(60_000, { maxEntries: 100_000, maxBytes: 1_000_000 });
    const body = 'x'.repeat(10_000);
    for (let i = 0; i < 2_000; i += 1)
      await cache.through(`feed:http://host-${String(i)}.example/feeds/en/rss.xml`, () =>
        Promise.resolve(body),
      );
    expect(cache.bytes).toBeLessThanOrEqual(1_000_000);
    // Each answer counts its string, its bytes and room for its compressed forms.
    expect(cache.size).toBeLessThan(1_000_000 / 40_000);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('drops only the answers that show what a write changed', async () => {
    const cache = new ResponseCache(60_000);
    const keep = async (key: string, keys?: string[]) =>
      cache.through(key, () => Promise.resolve({ body: key, keys }));
    const rebuilt = async (key: string) => {
      let built = false;
      await cache.through(key, () => {
        built = true;
        return Promise.resolve(key);
      });
      return built;
    };
    // Site 38 is English (the contract's SITES).
    await keep('/en/detail/5', ['site:en', 'list:en', 'item:5']);
    await keep('/en/detail/6', ['site:en', 'list:en', 'item:6']);
    await keep('/en/home', ['site:en', 'list:en', 'item:6', 'item:7']);
    await keep('/en/big-list', ['site:en', 'list:en', 'items:en']);
    await keep('/en/manifest', ['site:en']);
    await keep('/en/anything');
    cache.invalidate({ scope: 'items', siteId: 38, itemIds: [5], lists: false });
    expect(await rebuilt('/en/detail/5')).toBe(true);
    expect(await rebuilt('/en/big-list')).toBe(true);
    expect(await rebuilt('/en/anything')).toBe(true);
    expect(await rebuilt('/en/detail/6')).toBe(false);
    expect(await rebuilt('/en/home')).toBe(false);
    expect(await rebuilt('/en/manifest')).toBe(false);
    cache.invalidate({ scope: 'items', siteId: 38, itemIds: [9], lists: true });
    expect(await rebuilt('/en/home')).toBe(true);
    expect(await rebuilt('/en/manifest')).toBe(false);
    cache.invalidate({ scope: 'site', siteId: 38 });
    expect(await rebuilt('/en/manifest')).toBe(true);
  });

  it('tells the other instances what changed, and they drop the same answers', async () => {
    const heard: ((change: string | undefined) => void)[] = [];
    const one = new ResponseCache(60_000);
    const other = new ResponseCache(60_000);
    one.shareChanges({
      announce: (change) => {
        for (const listener of heard) listener(change);
      },
      listen: () => undefined,
    });
    other.shareChanges({ announce: () => undefined, listen: (listener) => heard.push(listener) });
    await other.through('/a', () => Promise.resolve({ body: 'a', keys: ['item:1'] }));
    await other.through('/b', () => Promise.resolve({ body: 'b', keys: ['item:2'] }));
    one.invalidate({ scope: 'items', siteId: 38, itemIds: [1], lists: false });
    expect(other.fresh('/a')).toBeUndefined();
    expect(other.fresh('/b')?.body).toBe('b');
    // An announcement it cannot read (an older instance's) drops everything.
    for (const listener of heard) listener(undefined);
    expect(other.fresh('/b')).toBeUndefined();
  });

  it('is off with a lifetime of zero (the server then builds every answer)', () => {
    expect(new ResponseCache(0).enabled).toBe(false);
    expect(new ResponseCache(1).enabled).toBe(true);
  });
});
