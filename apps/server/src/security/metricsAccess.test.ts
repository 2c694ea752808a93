import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../cluster/freePort.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const TOKEN = 'scrape-token-0123456789';

/**
 * `/metrics` counts console sign-ins and every other action: nobody on the internet may read it.
 * Behind METRICS_TOKEN, off in production without one, or on a port of its own on 127.0.0.1.
 */
describe.each(embeddedEngine())('who may read /metrics ($name)', (engine) => {
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const start = async (env: Record<string, string>): Promise<TestServer> => {
    const server = await startTestServer(database, env);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await engine.open();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.close();
  });

  it('asks for the bearer token when one is set, and answers Prometheus text with it', async () => {
    const server = await start({ METRICS_TOKEN: TOKEN });
    await fetch(`${server.baseUrl}/healthz`);
    const anonymous = await fetch(`${server.baseUrl}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await anonymous.text()).not.toContain('http_requests_total');
    const wrong = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    const scrape = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/);
    // The process's own figures, from prom-client's default collectors.
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d/);
    expect(text).toMatch(/# TYPE nodejs_gc_duration_seconds histogram/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });

  it('serves no metrics in production without a token', async () => {
    const server = await start({ NODE_ENV: 'production', SEED_ON_START: 'false' });
    const res = await fetch(`${server.baseUrl}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_requests_total');
  });

  it('serves them only on METRICS_PORT, bound to 127.0.0.1, when that is set', async () => {
    const port = await freePort();
    const server = await start({
      NODE_ENV: 'production',
      METRICS_PORT: String(port),
      METRICS_TOKEN: TOKEN,
    });
    await fetch(`${server.baseUrl}/healthz`);
    const onMain = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(onMain.status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${String(port)}/metrics`)).status).toBe(401);
    const scrape = await fetch(`http://127.0.0.1:${String(port)}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toMatch(/http_requests_total\{method="GET",route="\/healthz"/);
    expect((await fetch(`http://127.0.0.1:${String(port)}/other`)).status).toBe(404);
  });
});
