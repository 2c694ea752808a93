import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../cluster/freePort.ts';
import { startRedis, type RunningRedis } from '../cluster/startRedis.ts';
import { RedisSharedState } from './RedisSharedState.ts';

/** Polls `probe` until it is true; fails after `timeoutMs`. */
async function until(probe: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('RedisSharedState against a real redis-server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'news-redis-'));
  let redis: RunningRedis;
  // Two instances of the server, as behind a balancer: each its own connections.
  let first: RedisSharedState;
  let second: RedisSharedState;

  beforeAll(async () => {
    redis = await startRedis(dir);
    first = await RedisSharedState.connect(redis.url);
    second = await RedisSharedState.connect(redis.url);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands a captcha answer set by one instance to the other, once', async () => {
    await first.store.set('captcha:device-1', 'AB12', 60_000);
    expect(await second.store.get('captcha:device-1')).toBe('AB12');
    const takes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).store.take('captcha:device-1')),
    );
    expect(takes.filter((value) => value === 'AB12')).toHaveLength(1);
    expect(await first.store.get('captcha:device-1')).toBeUndefined();
  });

  it('refuses on one instance a nonce claimed on the other', async () => {
    expect(await first.nonces.claim('Nonce00001', 300_000)).toBe(true);
    expect(await second.nonces.claim('Nonce00001', 300_000)).toBe(false);
    expect(await second.nonces.claim('Nonce00002', 300_000)).toBe(true);
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? first : second).nonces.claim('Race000001', 1_000),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('counts across instances in a window set by the first increment', async () => {
    expect(await first.store.increment('comments:7', 60_000)).toBe(1);
    expect(await second.store.increment('comments:7', 5)).toBe(2);
    // The second call's short lifetime did not replace the first one's: a key given the same
    // short lifetime expires while the counter lives on.
    await first.store.set('control', 'x', 5);
    await until(async () => (await first.store.get('control')) === undefined);
    expect(await second.store.increment('comments:7', 60_000)).toBe(3);
  });

  it('forgets values when their time is up', async () => {
    await first.store.set('recovery:t1', '42', 30);
    expect(await second.store.claim('hit:1:device', 30)).toBe(true);
    expect(await second.store.claim('hit:1:device', 30)).toBe(false);
    await until(async () => (await second.store.get('recovery:t1')) === undefined);
    await until(() => first.store.claim('hit:1:device', 30_000));
    await first.store.set('gone', 'x', 60_000);
    await second.store.delete('gone');
    expect(await first.store.get('gone')).toBeUndefined();
  });

  it('keeps every value under its prefix, with an expiry', async () => {
    await first.store.set('wx-state:abc', '{}', 60_000);
    expect(await first.keys('wx-state:*')).toEqual(['news:wx-state:abc']);
  });

  it('tells the other instances, not itself, that public reads changed', async () => {
    const heard = { first: 0, second: 0 };
    first.changes.listen(() => (heard.first += 1));
    second.changes.listen(() => (heard.second += 1));
    first.changes.announce();
    first.changes.announce();
    await until(() => heard.second === 2);
    // Messages reach a connection in the order they were published: by the time the first
    // instance hears the second's announcement it would have heard its own two.
    second.changes.announce();
    await until(() => heard.first > 0);
    expect(heard).toEqual({ first: 1, second: 2 });
  });

  it('fails commands at once while Redis is away, and recovers when it is back', async () => {
    const port = Number(new URL(redis.url).port);
    await redis.stop();
    await until(async () => {
      try {
        await first.ping();
        return false;
      } catch {
        return true;
      }
    });
    const started = Date.now();
    await expect(first.store.claim('while-away', 1_000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_500);
    redis = await startRedis(dir, port);
    await until(async () => {
      try {
        await first.ping();
        await second.ping();
        return true;
      } catch {
        return false;
      }
    });
    expect(await first.store.claim('after-return', 1_000)).toBe(true);
  });

  it('says where it could not connect', async () => {
    const port = await freePort();
    await expect(RedisSharedState.connect(`redis://127.0.0.1:${String(port)}`)).rejects.toThrow(
      /cannot reach Redis at redis:\/\/127\.0\.0\.1/,
    );
  });
});
