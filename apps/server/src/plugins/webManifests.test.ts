import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initSchema } from '@news/contract/commonSchemas';
import { envelopeSchema } from '@news/contract/envelope';
import { SITES, type SiteInfo } from '@news/contract/sites';
import { rawRequest } from '../testing/rawRequest.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** The built page as Vite writes it, reduced to what the server fills in (no server entry). */
const INDEX_HTML = `<!doctype html>
<html lang="zh-Hans">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#c62828" />
    <meta name="news-config" content="%NEWS_CONFIG%" />
    <title>News</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The width and height a PNG's header declares, or undefined when the bytes are no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function manifestLinks(page: string): string[] {
  return [...page.matchAll(/<link rel="manifest" href="([^"]+)">/g)].map((m) => m[1] ?? '');
}

describe.each(embeddedEngine())('web app manifests on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(
      database,
      SITES.map((s) => s.lang),
    );
    dist = mkdtempSync(join(tmpdir(), 'news-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    // No response cache: a test renames a site behind the server's back.
    server = await startTestServer(database, { WEB_DIST_DIR: dist, RESPONSE_CACHE_MS: '0' });
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function siteName(site: SiteInfo): Promise<string> {
    const res = await fetch(`${server.baseUrl}${site.prefix}/index/init`, {
      headers: signedHeaders(site.lang),
    });
    return envelopeSchema(initSchema).parse(await res.json()).data.site.name;
  }

  async function manifest(path: string): Promise<Manifest> {
    const res = await fetch(`${server.baseUrl}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    return (await res.json()) as Manifest;
  }

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: every page of the site links its manifest, named as the site in its language, installable',
    async (_lang, site) => {
      const page = await (await fetch(`${server.baseUrl}/?lang=${site.lang}`)).text();
      expect(page).toContain(`<html lang="zh-Hans">`);
      const [link, ...others] = manifestLinks(page);
      expect(others).toEqual([]);
      expect(link).toBe(`/manifest/${site.lang}.webmanifest`);
      // The browser bar's colour for light and for dark systems, instead of the template's one.
      expect([...page.matchAll(/<meta name="theme-color"[^>]*>/g)].map((m) => m[0])).toEqual([
        '<meta name="theme-color" content="#c62828" media="(prefers-color-scheme: light)">',
        '<meta name="theme-color" content="#7f1d1d" media="(prefers-color-scheme: dark)">',
      ]);
      expect(page).toContain(`href="/feeds/${site.lang}/rss.xml"`);

      const data = await manifest(link ?? '');
      const name = await siteName(site);
      expect(data).toMatchObject({
        id: `/?lang=${site.lang}`,
        name,
        lang: site.locale,
        start_url: `/?lang=${site.lang}`,
        scope: '/',
        display: 'standalone',
        theme_color: '#c62828',
        background_color: '#ffffff',
      });
      expect(name).toBe(site.name);
      expect(name.startsWith(data.short_name) || site.lang === 'ru').toBe(true);
      expect(
        [...new Intl.Segmenter(site.locale).segment(data.short_name)].length,
      ).toBeLessThanOrEqual(12);
      const icons = data.icons.map((i) => [i.sizes, i.purpose]);
      expect(icons).toEqual([
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]);
      for (const icon of data.icons) {
        const res = await rawRequest(new URL(icon.src, `${server.baseUrl}${link ?? ''}`).href);
        expect(res.status, icon.src).toBe(200);
        expect(res.headers['content-type']).toBe(icon.type);
        const size = Number(icon.sizes.split('x')[0]);
        expect(pngSize(res.body)).toEqual({ width: size, height: size });
      }
    },
  );

  it('links the manifest of the site the reader gets at `/`: from the browser’s language or cookie', async () => {
    const byLanguage = await (
      await fetch(`${server.baseUrl}/`, { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })
    ).text();
    expect(manifestLinks(byLanguage)).toEqual(['/manifest/kr.webmanifest']);
    const byCookie = await (
      await fetch(`${server.baseUrl}/`, {
        headers: { 'accept-language': 'ko-KR', cookie: 'news_lang=ru' },
      })
    ).text();
    expect(manifestLinks(byCookie)).toEqual(['/manifest/ru.webmanifest']);
  });

  it('links it from the share pages and the not-found page of each site', async () => {
    for (const site of SITES) {
      const list = (await (
        await fetch(`${server.baseUrl}${site.prefix}/cms/content/commonList?pageSize=1`, {
          headers: signedHeaders(site.lang),
        })
      ).json()) as { data: { rows: { id: string }[] } };
      const share = await (
        await fetch(`${server.baseUrl}/s/${site.lang}/${list.data.rows[0]?.id ?? ''}`)
      ).text();
      expect(manifestLinks(share)).toEqual([`/manifest/${site.lang}.webmanifest`]);
      const missing = await fetch(`${server.baseUrl}/s/${site.lang}/99999999`);
      expect(missing.status).toBe(404);
      expect(manifestLinks(await missing.text())).toEqual([`/manifest/${site.lang}.webmanifest`]);
    }
  });

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: one name for the site in the page title, the manifest, the app, link previews and feeds',
    async (_lang, site) => {
      const home = await (await fetch(`${server.baseUrl}/?lang=${site.lang}`)).text();
      expect(/<title>([^<]*)<\/title>/.exec(home)?.[1]).toBe(site.name);
      expect((await manifest(`/manifest/${site.lang}.webmanifest`)).name).toBe(site.name);
      expect(await siteName(site)).toBe(site.name);
      const list = (await (
        await fetch(`${server.baseUrl}${site.prefix}/cms/content/commonList?pageSize=1`, {
          headers: signedHeaders(site.lang),
        })
      ).json()) as { data: { rows: { id: string }[] } };
      const share = await (
        await fetch(`${server.baseUrl}/s/${site.lang}/${list.data.rows[0]?.id ?? ''}`)
      ).text();
      expect(share).toContain(`<meta property="og:site_name" content="${site.name}">`);
      const rss = await (await fetch(`${server.baseUrl}/feeds/${site.lang}/rss.xml`)).text();
      expect(/<channel>\s*<title>([^<]*)<\/title>/.exec(rss)?.[1]).toBe(site.name);
      // The language's own name stays the language picker's: never the site's.
      expect(share).not.toContain(`content="${site.nativeName}"`);
    },
  );

  it('names the app as the site is named everywhere, whatever its database row says', async () => {
    const site = SITES.find((s) => s.lang === 'ja')!;
    await sql`update sites set name = ${'日本語'} where id = ${site.id}`.execute(database.db);
    expect((await manifest('/manifest/ja.webmanifest')).name).toBe('山東ニュース');
    expect(await siteName(site)).toBe('山東ニュース');
  });

  it('answers 304 while unchanged, and 404 for manifests and icons that do not exist', async () => {
    for (const path of ['/manifest/en.webmanifest', '/manifest/icon-512.png']) {
      const res = await rawRequest(`${server.baseUrl}${path}`);
      expect(res.headers.etag).toBeDefined();
      const again = await rawRequest(`${server.baseUrl}${path}`, {
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.status, path).toBe(304);
    }
    for (const path of ['/manifest/xx.webmanifest', '/manifest/icon-64.png', '/manifest/en.json'])
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404);
  });
});
