import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { rawRequest as get } from '../testing/rawRequest.ts';
import { TEST_SIGN_SECRET } from '../testing/signedHeaders.ts';

const SCRIPT = `export const text = ${JSON.stringify('regional news '.repeat(500))};`;
const WORKER = "self.addEventListener('fetch', () => {});";

describe('the built web app as served', () => {
  const engine = embeddedEngine()[0];
  let database: TestDatabase;
  let server: TestServer;
  let dist = '';

  beforeAll(async () => {
    if (!engine) throw new Error('no test database engine');
    dist = mkdtempSync(join(tmpdir(), 'news-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><meta name="news-config" content="%NEWS_CONFIG%"><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'sw.js'), WORKER);
    database = await engine.open();
    server = await startTestServer(database, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the Brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await get(`${server.baseUrl}/assets/app-1a2b.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=31536000, s-maxage=31536000, stale-while-revalidate=10, stale-if-error=86400, immutable',
    );
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip where Brotli is not accepted, and the plain file where nothing is', async () => {
    const gz = await get(`${server.baseUrl}/assets/app-1a2b.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get(`${server.baseUrl}/assets/app-1a2b.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('fills the page in with the runtime configuration and has it revalidated', async () => {
    const res = await get(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=10, stale-if-error=86400',
    );
    expect(res.body.toString()).toContain(TEST_SIGN_SECRET);
    expect(res.body.toString()).not.toContain('%NEWS_CONFIG%');
  });

  it('serves the service worker at the root, revalidated on every start, within the CSP', async () => {
    const res = await get(`${server.baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(WORKER);
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
  });
});
