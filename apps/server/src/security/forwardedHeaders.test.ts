import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../http/routeSpec.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** What the server believes about the client: its address, whether it came over TLS, the name it used. */
const whoRoute = defineRoute(
  {
    method: 'GET',
    path: '/test/who',
    query: z.object({}),
    response: z.object({ ip: z.string(), protocol: z.string(), host: z.string() }),
  },
  {
    summary: 'probe',
    tag: 'test',
    unsigned: true,
    handler: ({ request }) =>
      Promise.resolve({ ip: request.ip, protocol: request.protocol, host: request.host }),
  },
);

interface Who {
  data: { ip: string; protocol: string; host: string };
}

/**
 * TRUST_PROXY names how many proxies (or which) stand in front: an X-Forwarded-For a client
 * writes itself never moves its address past them, so per-address limits hold. HSTS goes out on
 * answers over TLS only.
 */
describe.each(embeddedEngine())('forwarded headers ($name)', (engine) => {
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const start = async (env: Record<string, string>): Promise<TestServer> => {
    const server = await startTestServer(database, env, () => [whoRoute]);
    servers.push(server);
    return server;
  };
  const who = async (server: TestServer, headers: Record<string, string>): Promise<Who['data']> => {
    const res = await fetch(`${server.baseUrl}/enapi/test/who`, { headers });
    return ((await res.json()) as Who).data;
  };

  beforeAll(async () => {
    database = await engine.open();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.close();
  });

  it('believes one hop behind one proxy: the address that proxy appended, not the forged ones', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    // As HAProxy passes it on: the client's forged entries, then the address it really saw.
    expect((await who(server, { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' })).ip).toBe(
      '203.0.113.7',
    );
    expect((await who(server, {})).ip).toBe('127.0.0.1');
  });

  it('believes two hops behind an edge and a balancer', async () => {
    const server = await start({ TRUST_PROXY: '2' });
    expect((await who(server, { 'x-forwarded-for': '10.9.9.9, 198.51.100.4, 127.0.0.1' })).ip).toBe(
      '198.51.100.4',
    );
  });

  it('believes only the proxies it names by address', async () => {
    const server = await start({ TRUST_PROXY: '127.0.0.1/32,::1' });
    // The peer is trusted; the entry it appended is not a proxy, so the walk stops there.
    expect((await who(server, { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' })).ip).toBe(
      '203.0.113.7',
    );
    const untrusted = await start({ TRUST_PROXY: '192.0.2.1' });
    expect((await who(untrusted, { 'x-forwarded-for': '10.9.9.9' })).ip).toBe('127.0.0.1');
    expect((await who(untrusted, { 'x-forwarded-proto': 'https' })).protocol).toBe('http');
    expect((await who(untrusted, { 'x-forwarded-host': 'attacker.example' })).host).toBe(
      new URL(untrusted.baseUrl).host,
    );
  });

  it('believes no forwarded header by default', async () => {
    const server = await start({});
    expect((await who(server, { 'x-forwarded-for': '10.9.9.9' })).ip).toBe('127.0.0.1');
  });

  it('sends HSTS on answers over TLS through a trusted proxy, never over plain HTTP', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const tls = await fetch(`${server.baseUrl}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await fetch(`${server.baseUrl}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const subdomains = await start({ TRUST_PROXY: '1', HSTS_INCLUDE_SUBDOMAINS: 'true' });
    const all = await fetch(`${subdomains.baseUrl}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(all.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends no HSTS when a client it does not trust claims TLS', async () => {
    const server = await start({});
    const res = await fetch(`${server.baseUrl}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
