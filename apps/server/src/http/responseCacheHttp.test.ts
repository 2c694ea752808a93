import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { defineRoute } from './routeSpec.ts';

/** A cached public read whose handler returns a field its contract does not name. */
const probeRoute = defineRoute(
  {
    method: 'GET',
    path: '/test/cached-probe',
    query: z.object({}),
    response: z.object({ title: z.string(), count: z.int() }),
  },
  {
    summary: 'probe',
    tag: 'test',
    cache: true,
    handler: () => Promise.resolve({ count: 3, title: 'Tide tables', internal: 'not for clients' }),
  },
);

interface Detail {
  code: number;
  data: { id: string; shareCount: number };
}

describe.each(embeddedEngine())('the response cache over HTTP on $name', (engine) => {
  let database: TestDatabase;
  let cached: TestServer;
  let uncached: TestServer;
  let id = 0;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database);
    // A lifetime far longer than the test, so anything fresh must come from invalidation.
    cached = await startTestServer(database, { RESPONSE_CACHE_MS: '60000' }, () => [probeRoute]);
    uncached = await startTestServer(database, { RESPONSE_CACHE_MS: '0' }, () => [probeRoute]);
    const row = await database.db
      .selectFrom('content')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }, 60_000);
  afterAll(async () => {
    await cached.close();
    await uncached.close();
    await database.close();
  });

  async function detail(server: TestServer, etag?: string): Promise<Response> {
    return fetch(`${server.baseUrl}/enapi/cms/content/commonDetail?id=${String(id)}`, {
      headers: signedHeaders('en', etag ? { 'if-none-match': etag } : {}),
    });
  }
  async function shareCount(server: TestServer): Promise<number> {
    const body = (await (await detail(server)).json()) as Detail;
    expect(body.code).toBe(1);
    return body.data.shareCount;
  }
  async function setShareCount(n: number): Promise<void> {
    await database.db.updateTable('content').set({ share_count: n }).where('id', '=', id).execute();
  }

  it('serves a public read from memory, with the same ETag and a 304 for a client that has it', async () => {
    await setShareCount(7);
    expect(await shareCount(cached)).toBe(7);
    // A change the API did not make (another server, an import) is not seen within the lifetime…
    await setShareCount(8);
    const res = await detail(cached);
    expect(res.headers.get('content-type')).toContain('application/json');
    const etag = res.headers.get('etag') ?? '';
    expect(((await res.json()) as Detail).data.shareCount).toBe(7);
    const again = await detail(cached, etag);
    expect(again.status).toBe(304);
    // …while a server without the cache reads the database every time.
    expect(await shareCount(uncached)).toBe(8);
  });

  it('sends the same bytes from memory as a server that builds the answer for the request', async () => {
    const url = '/enapi/test/cached-probe';
    const [fromCache, built] = await Promise.all([
      fetch(`${cached.baseUrl}${url}`, { headers: signedHeaders('en') }),
      fetch(`${uncached.baseUrl}${url}`, { headers: signedHeaders('en') }),
    ]);
    const text = await built.text();
    expect(text).toBe('{"code":1,"msg":"OK","data":{"title":"Tide tables","count":3}}');
    expect(await fromCache.text()).toBe(text);
    expect(fromCache.headers.get('etag')).toBe(built.headers.get('etag'));
  });

  it('shows a write made through the API at once', async () => {
    await setShareCount(20);
    await shareCount(cached);
    const res = await fetch(`${cached.baseUrl}/enapi/attention/collection/addShareCount.do`, {
      method: 'POST',
      headers: signedHeaders('en', { 'content-type': 'application/json', deviceId: 'sharer-1' }),
      body: JSON.stringify({ contentId: String(id) }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(1);
    expect(await shareCount(cached)).toBe(21);
  });

  it('keeps answers of each site and query apart, and never caches a refusal', async () => {
    const missing = await fetch(`${cached.baseUrl}/enapi/cms/content/commonDetail?id=999999`, {
      headers: signedHeaders('en'),
    });
    expect(((await missing.json()) as { code: number }).code).toBe(0);
    const other = await fetch(`${cached.baseUrl}/ruapi/cms/content/commonDetail?id=${String(id)}`, {
      headers: signedHeaders('ru'),
    });
    // The item belongs to the English site: the Russian site must not get the cached English answer.
    expect(((await other.json()) as { code: number }).code).toBe(0);
  });
});
