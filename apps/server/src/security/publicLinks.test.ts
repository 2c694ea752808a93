import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNCONFIGURED_ORIGINS } from '../http/PublicOrigins.ts';
import { commentableItems } from '../testing/commentableItems.ts';
import { signedInStaff, type ConsoleClient } from '../testing/consoleClient.ts';
import { startFakeWechatProvider, type FakeWechatProvider } from '../testing/fakeWechatProvider.ts';
import { rawRequest, type RawAnswer } from '../testing/rawRequest.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const CANONICAL = 'https://news.example.com';
const ATTACKER = 'attacker.example';

/**
 * Everything a client can write to say where it reached the server: a Host of its own, and the
 * forwarded headers a proxy that passes them on unread would bring (issue 39).
 */
const FORGED = {
  host: `www.${ATTACKER}`,
  'x-forwarded-host': ATTACKER,
  'x-forwarded-proto': 'http',
  'x-forwarded-port': '8443',
  forwarded: `for=192.0.2.9;host=${ATTACKER};proto=http`,
};

/** The page's absolute addresses: every `href`, `content`, `url`-like value that names a scheme. */
function absoluteLinks(html: string): string[] {
  return [...html.matchAll(/https?:\/\/[^"'\s<>\\]+/g)].map((m) => m[0]);
}

/** What this site writes itself: links to its own pages and pictures, not schema.org's words. */
function ownLinks(html: string): string[] {
  return absoluteLinks(html).filter((link) => !link.startsWith('https://schema.org'));
}

/**
 * Links and the transport rule come from configuration, never from a request (issue 39): with
 * PUBLIC_ORIGIN set, a share page, a subject page, the share data, the messaging app's sign-in
 * and an alert link to it whatever Host or forwarded header the request names, even through a
 * proxy the server trusts; HSTS follows the configured origin's scheme. Without it, a made-up
 * Host is still answered for, but never as something a cache may keep.
 */
describe.each(embeddedEngine())('links from configuration on $name', (engine) => {
  let database: TestDatabase;
  let wechat: FakeWechatProvider;
  let configured: TestServer;
  let plain: TestServer;
  let unconfigured: TestServer;
  let editor: ConsoleClient;
  let itemId = '';
  let author = '';

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database);
    wechat = await startFakeWechatProvider();
    // Behind one proxy it trusts, as behind the edge: what that proxy passes on is believed.
    configured = await startTestServer(database, {
      PUBLIC_ORIGIN: CANONICAL,
      TRUST_PROXY: '1',
      WECHAT_APP_ID: wechat.config.appId,
      WECHAT_APP_SECRET: wechat.config.appSecret,
      WECHAT_API_BASE: wechat.config.apiBase,
      WECHAT_AUTHORIZE_BASE: wechat.config.authorizeBase,
    });
    plain = await startTestServer(database, {
      PUBLIC_ORIGIN: 'http://news.example.com',
      TRUST_PROXY: '1',
    });
    unconfigured = await startTestServer(database);
    [itemId = ''] = await commentableItems(database.db, 'en', { publishType: 'TUWEN' });
    author = (
      await database.db
        .selectFrom('content')
        .select('author')
        .where('id', '=', Number(itemId))
        .executeTakeFirstOrThrow()
    ).author;
    editor = await signedInStaff(configured.baseUrl, database, 'links.desk', 'editor', ['en']);
  }, 120_000);
  afterAll(async () => {
    await configured.close();
    await plain.close();
    await unconfigured.close();
    await wechat.close();
    await database.close();
  });

  const page = async (
    server: TestServer,
    path: string,
    headers: Record<string, string> = FORGED,
  ): Promise<RawAnswer> => {
    const answer = await rawRequest(`${server.baseUrl}${path}`, { headers });
    expect(answer.status, path).toBe(200);
    return answer;
  };

  it('writes a share page’s canonical, Open Graph, Twitter and JSON-LD links with PUBLIC_ORIGIN, whatever the request names', async () => {
    const html = (await page(configured, `/s/en/${itemId}`)).body.toString('utf8');
    expect(html).not.toContain(ATTACKER);
    expect(html).toContain(`<link rel="canonical" href="${CANONICAL}/s/en/${itemId}">`);
    expect(html).toContain(`<meta property="og:url" content="${CANONICAL}/s/en/${itemId}`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${CANONICAL}/`));
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="${CANONICAL}/`));
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ url: `${CANONICAL}/s/en/${itemId}` });
    const links = ownLinks(html);
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) expect(link.startsWith(`${CANONICAL}/`), link).toBe(true);
  });

  it.each([
    ['an author’s page', () => `/s/en/author/${encodeURIComponent(author)}`],
    ['the corrections page', () => '/s/en/corrections'],
  ])('writes %s with PUBLIC_ORIGIN', async (_name, path) => {
    const html = (await page(configured, path())).body.toString('utf8');
    expect(html).not.toContain(ATTACKER);
    const links = ownLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${CANONICAL}/`), link).toBe(true);
  });

  it('gives the share data of the API with PUBLIC_ORIGIN', async () => {
    const res = await fetch(`${configured.baseUrl}/enapi/wechat/getWechatShareData`, {
      method: 'POST',
      headers: {
        ...signedHeaders('en'),
        'content-type': 'application/json',
        'x-forwarded-host': ATTACKER,
        'x-forwarded-proto': 'http',
      },
      body: JSON.stringify({ id: itemId }),
    });
    const body = (await res.json()) as { code: number; data: { link: string; image: string } };
    expect(body.code).toBe(1);
    expect(body.data.link.startsWith(`${CANONICAL}/s/en/${itemId}`)).toBe(true);
    expect(body.data.image.startsWith(`${CANONICAL}/`)).toBe(true);
  });

  it('sends the messaging app’s sign-in back to PUBLIC_ORIGIN only', async () => {
    const start = (returnTo: string): Promise<Response> =>
      fetch(
        `${configured.baseUrl}/enapi/user/wxOfficialAccountOauth?host=${encodeURIComponent(returnTo)}&event=login`,
        {
          redirect: 'manual',
          headers: { 'x-forwarded-host': ATTACKER, 'x-forwarded-proto': 'https' },
        },
      );
    const refused = await start(`https://${ATTACKER}/#/pages/index/user`);
    expect(refused.status).toBe(200);
    expect(((await refused.json()) as { code: number }).code).toBe(0);
    const own = await start(`${CANONICAL}/#/pages/index/user`);
    expect(own.status).toBe(302);
    const authorize = new URL(own.headers.get('location') ?? '');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${CANONICAL}/enapi/user/wxOfficialAccountOauth/callback`,
    );
  });

  it('links an alert to PUBLIC_ORIGIN, not to the Host the console was reached at', async () => {
    const preview = await editor.call<{ url: string }>(
      'POST',
      '/sites/en/alerts/preview',
      {
        contentId: itemId,
        title: 'Harbour closed',
        line: 'Until Friday',
        breaking: true,
        subjects: [],
      },
      { headers: { 'x-forwarded-host': 'desk.internal:8080', 'x-forwarded-proto': 'http' } },
    );
    expect(preview.status, preview.body.msg).toBe(200);
    expect(preview.body.data.url).toBe(`${CANONICAL}/s/en/${itemId}`);
  });

  it('sends HSTS as the configured origin says, never because a request claims TLS', async () => {
    const claimsTls = { ...FORGED, 'x-forwarded-proto': 'https' };
    for (const path of [`/s/en/${itemId}`, '/healthz']) {
      const overHttp = await page(plain, path, claimsTls);
      expect(overHttp.headers['strict-transport-security'], path).toBeUndefined();
      const overHttps = await page(configured, path, FORGED);
      expect(overHttps.headers['strict-transport-security'], path).toBe('max-age=31536000');
    }
  });

  it('without PUBLIC_ORIGIN, answers a made-up Host past the first few as nothing a cache may keep', async () => {
    const own = await page(unconfigured, `/s/en/${itemId}`, {});
    expect(own.headers['cache-control']).toMatch(/^public, /);
    for (let i = 0; i < MAX_UNCONFIGURED_ORIGINS + 4; i += 1)
      await page(unconfigured, `/s/en/${itemId}`, { host: `h${String(i)}.${ATTACKER}` });
    const madeUp = await page(unconfigured, `/s/en/${itemId}`, { host: `late.${ATTACKER}` });
    // Still linked to the Host it named (share links work on any name a developer uses)...
    expect(madeUp.body.toString('utf8')).toContain(`http://late.${ATTACKER}/s/en/${itemId}`);
    // ...but kept by no cache, the edge's included.
    expect(madeUp.headers['cache-control']).toBe('no-store');
    expect(madeUp.headers['surrogate-key']).toBeUndefined();
    // The server's own name, seen first, is still kept.
    const again = await page(unconfigured, `/s/en/${itemId}`, {});
    expect(again.headers['cache-control']).toMatch(/^public, /);
  });
});
