import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const BIG_SCRIPT = 'export const words = ['.concat('"editor",'.repeat(4_000), '];');

describe('the console app under /console/', () => {
  const engine = embeddedEngine()[0];
  let database: TestDatabase;
  let built: TestServer;
  let unbuilt: TestServer;
  let dist: string;

  beforeAll(async () => {
    if (!engine) throw new Error('no database engine');
    dist = mkdtempSync(join(tmpdir(), 'news-console-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>console</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // As the build leaves a large file: with its Brotli copy beside it.
    writeFileSync(join(dist, 'assets', 'editor-def456.js'), BIG_SCRIPT);
    writeFileSync(join(dist, 'assets', 'editor-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
    database = await engine.open();
    built = await startTestServer(database, { CONSOLE_DIST_DIR: dist });
    unbuilt = await startTestServer(database, { CONSOLE_DIST_DIR: join(dist, 'missing') });
  });
  afterAll(async () => {
    await built.close();
    await unbuilt.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every console address with its page, revalidated on each visit, under the CSP', async () => {
    for (const path of ['/console', '/console/', '/console/items/12', '/console/staff?x=1']) {
      const res = await fetch(`${built.baseUrl}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves the build’s files for a year, and says 404 for files and API calls that do not exist', async () => {
    const asset = await fetch(`${built.baseUrl}/console/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await fetch(`${built.baseUrl}/console/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${built.baseUrl}/console/api/no-such-call`, {
      headers: { 'x-console-lang': 'zh-Hans' },
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404, msg: '未找到。' });
  });

  it('sends the build’s compressed copy to a browser that accepts it, and the file to one that does not', async () => {
    const url = `${built.baseUrl}/console/assets/editor-def456.js`;
    const compressed = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    // fetch undoes the encoding itself: the text is the script either way.
    expect(await compressed.text()).toBe(BIG_SCRIPT);
    const raw = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.text()).toBe(BIG_SCRIPT);
  });

  it('says how to build it when there is no build, and the API still works', async () => {
    const page = await fetch(`${unbuilt.baseUrl}/console/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    const session = await fetch(`${unbuilt.baseUrl}/console/api/session`);
    expect(await session.json()).toMatchObject({ code: 1, data: null });
  });
});
