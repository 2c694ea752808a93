import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort } from '../cluster/freePort.ts';
import { startVarnish, type RunningVarnish } from '../cluster/startVarnish.ts';
import { defineRoute } from '../http/routeSpec.ts';
import { commentableItems } from '../testing/commentableItems.ts';
import { rawRequest, type RawAnswer } from '../testing/rawRequest.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const ATTACKER = 'attacker.example';

/** What a server was told about a request: its Host and every header a proxy could forward. */
const headersRoute = defineRoute(
  {
    method: 'GET',
    path: '/test/headers',
    query: z.object({}),
    response: z.record(z.string(), z.string()),
  },
  {
    summary: 'probe',
    tag: 'test',
    unsigned: true,
    handler: ({ request }) =>
      Promise.resolve(
        Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
      ),
  },
);

/** Headers by which a client could try to change the address, scheme or path the servers see. */
const FORWARDED = {
  'x-forwarded-host': ATTACKER,
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  'x-forwarded-server': ATTACKER,
  'x-forwarded-prefix': '/evil',
  'x-forwarded-scheme': 'https',
  'x-forwarded-ssl': 'on',
  forwarded: `for=192.0.2.9;host=${ATTACKER};proto=https`,
  'x-original-url': '/s/en/999999',
  'x-rewrite-url': '/s/en/999999',
  'x-original-host': ATTACKER,
  'x-host': ATTACKER,
  'x-http-method-override': 'DELETE',
};

/** `count` requests, `parallel` at a time. */
async function inBatches(count: number, parallel: number, send: (i: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += parallel)
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - start) }, (_, i) => send(start + i)),
    );
}

interface Edge {
  server: TestServer;
  varnish: RunningVarnish;
  /** The Host readers send: the canonical origin's. */
  host: string;
}

/**
 * The edge's VCL (apps/server/varnish/news.vcl) in front of a real server that believes it
 * (TRUST_PROXY=1), attacked as issue 39 found it: one request with forwarded headers of the
 * attacker's choosing, then a reader; and 2,000 requests naming 2,000 made-up Hosts. Once with
 * PUBLIC_ORIGIN set and the edge told its names, once without either, as `npm run cluster` runs.
 */
describe.each(embeddedEngine())('poisoned requests at the edge, on $name', (engine) => {
  let database: TestDatabase;
  let itemId = '';
  const workDir = mkdtempSync(join(tmpdir(), 'news-edge-poison-'));
  const edges: Edge[] = [];

  async function startEdge(name: string, publicOrigin: string | undefined): Promise<Edge> {
    const server = await startTestServer(
      database,
      { TRUST_PROXY: '1', ...(publicOrigin ? { PUBLIC_ORIGIN: publicOrigin } : {}) },
      () => [headersRoute],
    );
    const port = await freePort();
    const varnish = await startVarnish(join(workDir, name), {
      port,
      purgePort: await freePort(),
      backendPort: Number(new URL(server.baseUrl).port),
      healthPath: '/readyz',
      ...(publicOrigin ? { publicOrigins: [publicOrigin] } : {}),
    });
    const edge = {
      server,
      varnish,
      host: publicOrigin ? new URL(publicOrigin).host : `127.0.0.1:${String(port)}`,
    };
    edges.push(edge);
    return edge;
  }

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database);
    [itemId = ''] = await commentableItems(database.db, 'en', { publishType: 'TUWEN' });
  }, 120_000);
  afterAll(async () => {
    for (const edge of edges) {
      await edge.varnish.stop();
      await edge.server.close();
    }
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  describe.each([
    ['with PUBLIC_ORIGIN', 'https://news.example.com'],
    ['without PUBLIC_ORIGIN', undefined],
  ])('%s', (name, publicOrigin) => {
    let edge: Edge;
    let origin = '';
    const get = (path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
      rawRequest(`${edge.varnish.url}${path}`, { headers: { host: edge.host, ...headers } });

    beforeAll(async () => {
      edge = await startEdge(name.replace(/\W+/g, '-'), publicOrigin);
      origin = publicOrigin ?? `http://${edge.host}`;
    }, 120_000);

    it('passes none of a client’s forwarded headers to the servers, and names the scheme itself', async () => {
      const answer = await get('/enapi/test/headers', { ...FORWARDED, host: `www.${ATTACKER}` });
      expect(answer.status).toBe(200);
      const seen = (JSON.parse(answer.body.toString('utf8')) as { data: Record<string, string> })
        .data;
      for (const header of Object.keys(FORWARDED).filter((h) => h !== 'x-forwarded-proto'))
        expect(seen[header], header).toBeUndefined();
      // A Host the site does not have is answered as the canonical one's.
      expect(seen.host).toBe(edge.host);
      expect(seen['x-forwarded-proto']).toBe(new URL(origin).protocol.replace(':', ''));
    });

    it('leaves the next reader’s share page clean after a poisoned request', async () => {
      const path = `/s/en/${itemId}?from=${name.replace(/\W+/g, '-')}`;
      const poisoned = await get(path, FORWARDED);
      expect(poisoned.status).toBe(200);
      expect(poisoned.headers['x-cache']).toBe('MISS');
      const reader = await get(path);
      expect(reader.headers['x-cache']).toBe('HIT');
      const html = reader.body.toString('utf8');
      expect(html).not.toContain(ATTACKER);
      expect(html).toContain(`<link rel="canonical" href="${origin}/s/en/${itemId}">`);
      expect(html).toContain(`<meta property="og:url" content="${origin}/s/en/${itemId}`);
      // TLS was only claimed: plain HTTP carries no HSTS, and the edge keeps none for readers.
      if (origin.startsWith('http:'))
        expect(reader.headers['strict-transport-security']).toBeUndefined();
    });

    it('keeps one copy whatever Host 2,000 requests name', async () => {
      const path = `/s/en/${itemId}?hosts=${name.replace(/\W+/g, '-')}`;
      expect((await get(path)).status).toBe(200);
      const before = await edge.varnish.counters();
      let linkedToTheirHost = 0;
      await inBatches(2_000, 20, async (i) => {
        const answer = await get(path, { host: `h${String(i)}.${ATTACKER}` });
        expect(answer.status).toBe(200);
        if (answer.body.toString('utf8').includes(ATTACKER)) linkedToTheirHost += 1;
      });
      const after = await edge.varnish.counters();
      const fetched = (after['MAIN.backend_req'] ?? 0) - (before['MAIN.backend_req'] ?? 0);
      // Copies kept by earlier tests may expire meanwhile: count only what was added.
      const added = Math.max(0, (after['MAIN.n_object'] ?? 0) - (before['MAIN.n_object'] ?? 0));
      // Every one answered from the copy the reader's request made, linked to the site.
      expect({ fetched, added, linkedToTheirHost }).toEqual({
        fetched: 0,
        added: 0,
        linkedToTheirHost: 0,
      });
    }, 120_000);
  });
});
