import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelopeSchema } from '@news/contract/envelope';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { listApiRoutes, tableCounts, type ApiRoute } from '../testing/apiSurface.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** Hostile and malformed values for any field. */
const VALUES: unknown[] = [
  '',
  ' ',
  'x'.repeat(5_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '\u0000\uffff\ud800',
  -1,
  0,
  1e308,
  '9007199254740993',
  true,
  null,
  [],
  {},
  ['a', { b: 1 }],
  { $gt: '' },
];

describe.each(embeddedEngine())('bad input to every call on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let routes: ApiRoute[] = [];

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database);
    server = await startTestServer(database);
    routes = await listApiRoutes(server.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const counts = (): Promise<number[]> => tableCounts(database.db);

  it('never answers 5xx, always with a well-formed envelope, and changes nothing when it refuses', async () => {
    expect(routes.length).toBeGreaterThan(50);
    let requests = 0;
    for (const route of routes) {
      for (const [index, value] of VALUES.entries()) {
        const payload = Object.fromEntries(route.fields.map((f) => [f, value]));
        const before = await counts();
        const headers = signedHeaders('en', { token: index % 2 === 0 ? 'forged-token-value' : '' });
        const pairs = Object.entries(payload).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]);
        const query = route.method === 'GET' ? `?${new URLSearchParams(pairs).toString()}` : '';
        const res = await fetch(`${server.baseUrl}/enapi${route.path}${query}`, {
          method: route.method,
          headers:
            route.method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(route.method === 'POST' ? { body: JSON.stringify(payload) } : {}),
        });
        requests += 1;
        const label = `${route.method} ${route.path} with ${JSON.stringify(value).slice(0, 40)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.headers.get('content-type')?.includes('json')) {
          const raw: unknown = await res.json();
          const parsed = failureEnvelopeSchema.safeParse(raw);
          expect(parsed.success, `${label}: ${JSON.stringify(raw).slice(0, 200)}`).toBe(true);
          if (!parsed.success) continue;
          const body = parsed.data;
          expect(body.msg.length, label).toBeGreaterThan(0);
          expect(body.msg, label).not.toMatch(/Error:|at .+\.ts|SELECT|sqlite|postgres/i);
          if (body.code !== 1) expect(await counts(), label).toEqual(before);
        } else {
          await res.arrayBuffer();
        }
      }
    }
    expect(requests).toBeGreaterThan(900);
  }, 300_000);
});
