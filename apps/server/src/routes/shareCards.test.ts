import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageSchema } from '@news/contract/contentSchemas';
import { envelopeSchema } from '@news/contract/envelope';
import { SITES, type SiteInfo } from '@news/contract/sites';
import type { DatabaseHandle } from '../db/database.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** The width and height a PNG's header declares, or undefined when the bytes are no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function ogImage(page: string): string {
  const match = /<meta property="og:image" content="([^"]+)">/.exec(page);
  if (!match?.[1]) throw new Error('no og:image');
  return match[1].replace(/&amp;/g, '&');
}

describe('share pictures that link previews can show', () => {
  const engine = embeddedEngine()[0];
  let database: DatabaseHandle;
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    if (!engine) throw new Error('no test database engine');
    database = await engine.open();
    dataDir = mkdtempSync(join(tmpdir(), 'news-cards-'));
    await seedDemoContent(database.db, { dataDir, dialect: database.dialect });
    // The demo's news pictures are photographs, which previews show as they are; the cards are
    // for pictures they cannot show, so the news items take the demo ads' SVG drawings (stored
    // where the server serves its media from).
    for (const site of SITES) {
      const ad = await database.db
        .selectFrom('ads')
        .select('img')
        .where('site_id', '=', site.id)
        .where('position', '=', 'start')
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('content')
        .set({ img: JSON.stringify([{ url: ad.img }]) })
        .where('site_id', '=', site.id)
        .where('publish_type', '=', 'TUWEN')
        .execute();
    }
    server = await startTestServer(database, { DATA_DIR: dataDir });
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function firstNews(site: SiteInfo): Promise<{ id: string; title: string; img: string }> {
    const res = await fetch(
      `${server.baseUrl}${site.prefix}/cms/content/commonList?publishType=TUWEN&pageSize=1`,
      { headers: signedHeaders(site.lang) },
    );
    const row = envelopeSchema(contentPageSchema).parse(await res.json()).data.rows[0];
    if (!row) throw new Error(`${site.lang}: no news`);
    return row;
  }

  it.each(SITES.map((s) => [s.lang, s] as const))(
    'gives a %s item whose picture is SVG a PNG card of 1200 × 630 as og:image',
    async (_lang, site) => {
      const item = await firstNews(site);
      expect(item.img).toContain('.svg');
      const page = await (await fetch(`${server.baseUrl}/s/${site.lang}/${item.id}`)).text();
      const image = ogImage(page);
      expect(image).toMatch(
        new RegExp(`^${server.baseUrl}/s/${site.lang}/${item.id}/card\\.png\\?v=`),
      );
      expect(page).toContain(
        `<meta name="twitter:image" content="${image.replace(/&/g, '&amp;')}">`,
      );
      const started = performance.now();
      const card = await fetch(image);
      const elapsed = performance.now() - started;
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/png');
      expect(card.headers.get('cache-control')).toBe(
        'public, max-age=86400, s-maxage=86400, stale-while-revalidate=10, stale-if-error=86400',
      );
      const bytes = Buffer.from(await card.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      console.log(`${site.lang} card: ${String(bytes.length)} bytes, ${elapsed.toFixed(0)} ms`);
      // Made once: the second fetch is the same file.
      const again = Buffer.from(await (await fetch(image)).arrayBuffer());
      expect(again.equals(bytes)).toBe(true);
    },
  );

  it('makes a new card, at a new address, when the title changes', async () => {
    const site = SITES.find((s) => s.lang === 'en')!;
    const item = await firstNews(site);
    const before = ogImage(await (await fetch(`${server.baseUrl}/s/en/${item.id}`)).text());
    const oldCard = Buffer.from(await (await fetch(before)).arrayBuffer());
    await sql`update content set title = ${'A corrected headline for the card'} where id = ${Number(item.id)}`.execute(
      database.db,
    );
    // Past the one-second cache of public reads.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = ogImage(await (await fetch(`${server.baseUrl}/s/en/${item.id}`)).text());
    expect(after).not.toBe(before);
    const newCard = Buffer.from(await (await fetch(after)).arrayBuffer());
    expect(pngSize(newCard)).toEqual({ width: 1200, height: 630 });
    expect(newCard.equals(oldCard)).toBe(false);
    // The old address still answers, with the current card, cached briefly.
    const old = await fetch(before);
    expect(old.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=10, stale-if-error=86400',
    );
    expect(Buffer.from(await old.arrayBuffer()).equals(newCard)).toBe(true);
  });

  it('keeps an item’s own picture when previews can show it', async () => {
    const site = SITES.find((s) => s.lang === 'ru')!;
    const item = await firstNews(site);
    const jpeg = JSON.stringify([{ url: '/media/uploads/2026/11/photo.jpg' }]);
    await sql`update content set img = ${jpeg} where id = ${Number(item.id)}`.execute(database.db);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const page = await (await fetch(`${server.baseUrl}/s/ru/${item.id}`)).text();
    expect(ogImage(page)).toBe(`${server.baseUrl}/media/uploads/2026/11/photo.jpg`);
  });

  it('answers cards of unknown items and bad addresses with the 404 page', async () => {
    for (const path of [
      '/s/en/99999999/card.png',
      '/s/xx/1/card.png',
      '/s/en/12345678901234/card.png',
    ])
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404);
    expect((await fetch(`${server.baseUrl}/s/en/12345678901234`)).status).toBe(404);
  });
});
