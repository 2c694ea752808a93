import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNCONFIGURED_ORIGINS } from '../http/PublicOrigins.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

interface Envelope<T> {
  code: number;
  data: T;
}

const CANONICAL = 'https://news.example.com';

/** `count` requests, `parallel` at a time. */
async function inBatches(count: number, parallel: number, send: (i: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += parallel)
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - start) }, (_, i) => send(start + i)),
    );
}

const randomHost = (i: number): string =>
  `h${String(i)}-${Math.random().toString(36).slice(2)}.attacker.example`;

/**
 * The response cache under client input made to fill it or empty it (issue 25): random Host
 * values and query parameters do not grow it, its bytes are bounded, and a reader's counted
 * write drops only the answers that show what it changed.
 */
describe.each(embeddedEngine())('the response cache’s bounds on $name', (engine) => {
  let database: TestDatabase;
  let configured: TestServer;
  let unconfigured: TestServer;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database);
    // Lifetimes far longer than the test: whatever is fresh came from invalidation.
    configured = await startTestServer(database, {
      RESPONSE_CACHE_MS: '60000',
      PUBLIC_ORIGIN: CANONICAL,
    });
    unconfigured = await startTestServer(database, {
      RESPONSE_CACHE_MS: '60000',
      RESPONSE_CACHE_MAX_MB: '1',
    });
  }, 60_000);
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
    await database.close();
  });

  it('holds one feed, linking to PUBLIC_ORIGIN, whatever Host 2,000 requests name', async () => {
    const before = process.memoryUsage();
    const cache = configured.app.responseCache;
    await inBatches(2_000, 20, async (i) => {
      const answer = await rawRequest(`${configured.baseUrl}/feeds/en/rss.xml`, {
        headers: { host: randomHost(i) },
      });
      expect(answer.status).toBe(200);
      if (i === 0) {
        const text = answer.body.toString('utf8');
        expect(text).toContain(`${CANONICAL}/s/en/`);
        expect(text).not.toContain('attacker.example');
      }
    });
    const after = process.memoryUsage();
    console.log(
      `2,000 random Host values: cache ${String(cache.size)} entries, ${String(cache.bytes)} bytes; ` +
        `heap ${String(Math.round((after.heapUsed - before.heapUsed) / 1e6))} MB, ` +
        `rss ${String(Math.round((after.rss - before.rss) / 1e6))} MB more`,
    );
    expect(cache.size).toBe(1);
    // The feed under the canonical origin answers a known Host alike, from the same entry.
    const own = await rawRequest(`${configured.baseUrl}/feeds/en/rss.xml`, {
      headers: { host: 'news.example.com' },
    });
    expect(own.status).toBe(200);
    expect(cache.size).toBe(1);
  }, 120_000);

  it('without PUBLIC_ORIGIN, keeps documents for the first few origins only, within its bytes', async () => {
    const cache = unconfigured.app.responseCache;
    await inBatches(300, 20, async (i) => {
      const path = i % 2 === 0 ? '/feeds/en/rss.xml' : '/sitemap.xml';
      const host = randomHost(i);
      const answer = await rawRequest(`${unconfigured.baseUrl}${path}`, { headers: { host } });
      expect(answer.status).toBe(200);
      // Each document links to the Host its request named, as before.
      expect(answer.body.toString('utf8')).toContain(`//${host}/`);
    });
    expect(cache.size).toBeLessThanOrEqual(2 * MAX_UNCONFIGURED_ORIGINS);
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
  }, 120_000);

  it('makes no new entry for query parameters no route reads', async () => {
    const cache = configured.app.responseCache;
    const url = '/enapi/cms/content/indexList?pageNo=1&pageSize=3';
    await fetch(`${configured.baseUrl}${url}`, { headers: signedHeaders('en') });
    const held = cache.size;
    await inBatches(300, 20, async (i) => {
      const res = await fetch(
        `${configured.baseUrl}${url}&junk${String(i)}=${Math.random().toString(36)}`,
        { headers: signedHeaders('en') },
      );
      expect(((await res.json()) as Envelope<unknown>).code).toBe(1);
    });
    expect(cache.size).toBe(held);
  });

  it('keeps the home feed and other items cached after a share of one item, which is fresh', async () => {
    const server = configured;
    const get = async <T>(path: string): Promise<Envelope<T>> =>
      (await (
        await fetch(`${server.baseUrl}/enapi${path}`, { headers: signedHeaders('en') })
      ).json()) as Envelope<T>;
    const homePath = '/cms/content/indexList?pageNo=1&pageSize=3';
    const home = JSON.stringify(await get(homePath));
    const published = await database.db
      .selectFrom('content')
      .select(['id', 'title'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute();
    const detail = (id: number) =>
      get<{ title: string; shareCount: number }>(`/cms/content/commonDetail?id=${String(id)}`);
    // One item the home feed's first rows do not show, and another whose page does not show it
    // either (not among its related items).
    const shared = published.find((row) => !home.includes(`"${String(row.id)}"`));
    if (!shared) throw new Error('the seed has too few items');
    let other: (typeof published)[number] | undefined;
    for (const row of published)
      if (
        row !== shared &&
        !JSON.stringify(await detail(row.id)).includes(`"${String(shared.id)}"`)
      ) {
        other = row;
        break;
      }
    if (!other) throw new Error('every item shows the shared one');
    const otherId = other.id;
    const sharesBefore = (await detail(shared.id)).data.shareCount;
    const otherBefore = (await detail(other.id)).data.title;

    // Changed behind the cache's back: only an answer built again shows it.
    await database.db
      .updateTable('content')
      .set({ title: 'Retitled behind the cache' })
      .where('id', '=', otherId)
      .execute();
    const share = await fetch(`${server.baseUrl}/enapi/attention/collection/addShareCount.do`, {
      method: 'POST',
      headers: signedHeaders('en', {
        'content-type': 'application/json',
        deviceId: `new-device-${Math.random().toString(36).slice(2)}`,
      }),
      body: JSON.stringify({ contentId: String(shared.id) }),
    });
    expect(((await share.json()) as Envelope<unknown>).code).toBe(1);

    expect((await detail(shared.id)).data.shareCount).toBe(sharesBefore + 1);
    expect((await detail(otherId)).data.title).toBe(otherBefore);
    expect(JSON.stringify(await get(homePath))).toBe(home);
    await database.db
      .updateTable('content')
      .set({ title: other.title })
      .where('id', '=', otherId)
      .execute();
  });
});
