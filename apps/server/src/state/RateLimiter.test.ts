import { describe, expect, it } from 'vitest';
import { MemoryShortLivedStore } from './MemoryShortLivedStore.ts';
import { RateLimiter } from './RateLimiter.ts';

describe('RateLimiter', () => {
  const setUp = () => {
    let now = Date.UTC(2026, 10, 29, 12, 0, 10);
    const store = new MemoryShortLivedStore(() => now);
    return {
      limiter: new RateLimiter(store, () => now),
      store,
      advance: (ms: number) => {
        now += ms;
      },
    };
  };
  const budget = { max: 3, windowSeconds: 60 };

  it('lets a budget through, then says how long until the window ends', async () => {
    const { limiter, advance } = setUp();
    const charge = () => limiter.spend([{ name: 'door', subject: 'a', budget }]);
    expect(await charge()).toBeUndefined();
    expect(await charge()).toBeUndefined();
    expect(await charge()).toBeUndefined();
    // 10 s into the minute: 50 s to wait.
    expect(await charge()).toBe(50);
    advance(49_500);
    expect(await charge()).toBe(1);
    advance(500);
    expect(await charge()).toBeUndefined();
  });

  it('counts each subject and each door apart, and the longest wait wins', async () => {
    const { limiter } = setUp();
    for (let i = 0; i < 3; i += 1) await limiter.spend([{ name: 'door', subject: 'a', budget }]);
    expect(await limiter.spend([{ name: 'door', subject: 'b', budget }])).toBeUndefined();
    expect(await limiter.spend([{ name: 'other', subject: 'a', budget }])).toBeUndefined();
    expect(
      await limiter.spend([
        { name: 'door', subject: 'a', budget },
        { name: 'hourly', subject: 'a', budget: { max: 10, windowSeconds: 3600 } },
      ]),
    ).toBe(50);
  });

  it('keys a subject of any length by a short hash, never the subject itself', async () => {
    const { limiter, store } = setUp();
    const subject = `user-${'x'.repeat(10_000)}`;
    await limiter.hit('door', subject, 60);
    const keys = [...(store as unknown as { entries: Map<string, unknown> }).entries.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]?.length).toBeLessThan(60);
    expect(keys[0]).not.toContain('user-');
    expect((await limiter.read('door', subject, 60)).count).toBe(1);
    await limiter.clear('door', subject, 60);
    expect((await limiter.read('door', subject, 60)).count).toBe(0);
  });
});
