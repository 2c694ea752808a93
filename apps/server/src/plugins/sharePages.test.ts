import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDetailSchema, contentPageSchema } from '@news/contract/contentSchemas';
import { envelopeSchema } from '@news/contract/envelope';
import { SITES, type SiteInfo } from '@news/contract/sites';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { createSearchIndex } from '../search/createSearchIndex.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { ContentWriter } from '../services/editorial/ContentWriter.ts';
import { DirectoryMediaStore } from '../upload/DirectoryMediaStore.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { statusOf } from '../testing/statusOf.ts';
import {
  hostileTitle,
  plantSyndicationItems,
  type PlantedItems,
} from '../testing/syndicationFixture.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { contentSecurityPolicy } from './securityHeaders.ts';

type JsonLd = Record<string, unknown>;
const ISO_DURATION = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/;
const ABSOLUTE = /^https?:\/\//;

/** The page's JSON-LD blocks, parsed as a search engine parses them. */
function jsonLdOf(page: string): JsonLd[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '') as JsonLd,
  );
}

/**
 * A processed picture's folder as the pipeline leaves it (docs/adr/0024-pictures.md), with
 * stand-in bytes: what is tested here is the markup that points at the files, and that they
 * are served. Gives the picture's address: a 4032×3024 camera picture.
 */
async function storePicture(dataDir: string): Promise<string> {
  const names = [
    '4032x3024-2a6f97.jpg',
    'og.jpg',
    ...[200, 320, 480, 640, 720, 960, 1080, 1280, 1920, 2560].flatMap((w) => [
      `w${String(w)}.webp`,
      `w${String(w)}.jpg`,
    ]),
  ];
  const folder = await new DirectoryMediaStore(join(dataDir, 'media')).putFolder(
    names.map((name) => ({ name, bytes: Buffer.from(`stand-in for ${name}`) })),
    'pictures',
  );
  return `${folder}4032x3024-2a6f97.jpg`;
}

/** A published article of the site whose cover and body picture is `address`. */
async function plantPictureItem(
  database: TestDatabase,
  site: SiteInfo,
  address: string,
  key = 'processed-picture',
): Promise<number> {
  const [channel] = await new CategoriesRepository(database.db).list(site.id);
  if (!channel) throw new Error(`${site.lang} has no channels`);
  // A year old: not the newest article, which the other tests take as the site's usual one.
  const at = new Date(Date.now() - 365 * 86_400_000).toISOString();
  return new ContentWriter(
    new ContentRepository(database.db),
    createSearchIndex(database.dialect, database.db),
  ).insert({
    site_id: site.id,
    category_id: channel.id,
    key,
    publish_type: 'TUWEN',
    title: 'The harbour at dawn',
    description: 'Fishing boats come in',
    author: 'Test',
    img: JSON.stringify([{ url: address }]),
    body_html: `<p>Before.</p><figure><img src="${address}" alt="Boats at the quay"><figcaption>Dawn</figcaption></figure><p>After.</p>`,
    publish_date: at,
    created_at: at,
    updated_at: at,
  });
}

interface Item {
  id: string;
  title: string;
  description: string;
  author: string;
  publishDate: string;
  duration: number;
  videoUrl: string;
}

describe.each(embeddedEngine())('structured data on the share pages on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let planted: PlantedItems;
  let dataDir: string;

  beforeAll(async () => {
    database = await engine.open();
    // The demo pictures are written where the server serves its media from: images must load.
    dataDir = mkdtempSync(join(tmpdir(), 'news-share-'));
    await seedDemoContent(database.db, { dataDir, dialect: database.dialect });
    planted = await plantSyndicationItems(database);
    server = await startTestServer(database, { DATA_DIR: dataDir });
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The newest item of a kind, other than the planted hostile ones (which have a test of their own). */
  async function first(site: SiteInfo, publishType: string): Promise<Item> {
    const res = await fetch(
      `${server.baseUrl}${site.prefix}/cms/content/commonList?publishType=${publishType}&pageSize=2`,
      { headers: signedHeaders(site.lang) },
    );
    const row = envelopeSchema(contentPageSchema)
      .parse(await res.json())
      .data.rows.find((r) => r.id !== String(planted.hostile[site.lang]));
    if (!row) throw new Error(`${site.lang}: no ${publishType}`);
    return row;
  }

  async function page(site: SiteInfo, id: string): Promise<string> {
    const res = await fetch(`${server.baseUrl}/s/${site.lang}/${id}`);
    expect(res.status).toBe(200);
    return res.text();
  }

  it.each(SITES.flatMap((s) => ['TUWEN', 'TUSHUO', 'TUJIE'].map((t) => [s.lang, t, s] as const)))(
    '%s %s: a NewsArticle with what search engines require',
    async (_lang, publishType, site) => {
      const item = await first(site, publishType);
      const [data, ...more] = jsonLdOf(await page(site, item.id));
      expect(more).toEqual([]);
      const url = `${server.baseUrl}/s/${site.lang}/${item.id}`;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        description: item.description,
        datePublished: new Date(item.publishDate).toISOString(),
        author: [{ '@type': 'Person', name: item.author }],
        publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
        inLanguage: site.locale,
      });
      expect(Date.parse(String(data?.dateModified))).toBeGreaterThanOrEqual(
        Date.parse(item.publishDate),
      );
      // A picture the media library describes is an ImageObject (its crops, credited); any
      // other is its URL.
      const given = data?.image as (string | { url: string; creditText?: string })[];
      const images = given.map((image) => (typeof image === 'string' ? image : image.url));
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image).toMatch(ABSOLUTE);
        expect(await statusOf(image), image).toBe(200);
      }
      // The demo's covers are library photographs: the first is a crop with the photo desk's credit.
      const cover = given[0];
      expect(typeof cover === 'object' && cover.creditText).toBeTruthy();
      // The first image is one previews and search engines show: PNG, JPEG or WebP.
      expect(images[0]).toMatch(/\.(png|jpe?g|webp)(\?|$)/);
    },
  );

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: a video is a VideoObject with its file, thumbnail, upload date and ISO 8601 duration',
    async (_lang, site) => {
      const item = await first(site, 'SHIPING');
      const [data, ...more] = jsonLdOf(await page(site, item.id));
      expect(more).toEqual([]);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: item.title,
        description: item.description,
        uploadDate: new Date(item.publishDate).toISOString(),
        contentUrl: `${server.baseUrl}${item.videoUrl}`,
      });
      const [, h = '0', m = '0', s = '0'] = ISO_DURATION.exec(String(data?.duration)) ?? [];
      expect(Number(h) * 3600 + Number(m) * 60 + Number(s)).toBe(item.duration);
      const thumbnails = data?.thumbnailUrl as string[];
      expect(thumbnails.length).toBeGreaterThan(0);
      for (const url of [...thumbnails, String(data?.contentUrl)])
        expect(await statusOf(url), url).toBe(200);
    },
  );

  it.each(SITES.map((s) => [s.lang, s] as const))(
    '%s: a title with </script> stays inside the JSON-LD, which the CSP has no need to allow as a script',
    async (_lang, site) => {
      const id = String(planted.hostile[site.lang]);
      const html = await page(site, id);
      expect(html).not.toContain('<script>alert(1)');
      // Only the page's own script elements open: the JSON-LD block is not ended early.
      expect(html.match(/<script\b/g)?.length).toBe(html.match(/<\/script>/g)?.length);
      const [data] = jsonLdOf(html);
      expect(data?.headline).toBe(hostileTitle(site.lang));
      expect(data?.author).toEqual([{ '@type': 'Person', name: `O'Brien & <Sons>` }]);
      // A data block, not a script: no 'unsafe-inline' or hash is needed for it.
      expect(contentSecurityPolicy()).not.toContain('unsafe-inline');
    },
  );

  it('gives entries that only open a topic, a video list or a replay no structured data', async () => {
    for (const site of SITES)
      for (const publishType of ['SPECIAL', 'SHIPINGLIST', 'authPublishPlayback']) {
        const item = await first(site, publishType);
        expect(jsonLdOf(await page(site, item.id)), `${site.lang} ${publishType}`).toEqual([]);
      }
  });

  describe('an article whose picture went through the picture pipeline', () => {
    const site = SITES.find((s) => s.lang === 'en')!;
    let address = '';
    let id = '';
    beforeAll(async () => {
      address = await storePicture(dataDir);
      id = String(await plantPictureItem(database, site, address));
    });

    it('previews it by its 1200×630 share card, absolute, in Open Graph, Twitter and JSON-LD', async () => {
      const html = await page(site, id);
      const card = `${server.baseUrl}${address.replace(/[^/]+$/, '')}og.jpg`;
      expect(html).toContain(
        `<meta property="og:image" content="${card}">\n<meta property="og:image:width" content="1200">\n<meta property="og:image:height" content="630">\n<meta name="twitter:image" content="${card}">`,
      );
      const [data] = jsonLdOf(html);
      const images = data?.image as string[];
      expect(images[0]).toBe(card);
      for (const image of images) expect(await statusOf(image), image).toBe(200);
    });

    it('keeps a picture that is not a processed one as the preview, with no size claimed', async () => {
      // The demo's covers are processed photographs; its ads are still drawings.
      const drawing = await database.db
        .selectFrom('ads')
        .select('img')
        .where('site_id', '=', site.id)
        .where('position', '=', 'start')
        .executeTakeFirstOrThrow();
      const drawn = await plantPictureItem(database, site, drawing.img, 'drawn-picture');
      const html = await page(site, String(drawn));
      expect(html).toMatch(
        /<meta property="og:image" content="https?:\/\/[^"]+">\n<meta name="twitter:image"/,
      );
      expect(html).not.toContain('og:image:width');
      expect(html).not.toContain('/og.jpg');
    });

    it('gives readers the body picture with its renditions, its size, lazy and async', async () => {
      const res = await fetch(`${server.baseUrl}${site.prefix}/cms/content/commonDetail?id=${id}`, {
        headers: signedHeaders(site.lang),
      });
      const detail = envelopeSchema(contentDetailSchema).parse(await res.json()).data;
      const folder = address.replace(/[^/]+$/, '');
      const webp = [200, 320, 480, 640, 720, 960, 1080, 1280, 1920, 2560]
        .map((w) => `${folder}w${String(w)}.webp ${String(w)}w`)
        .join(', ');
      expect(detail.content).toBe(
        `<p>Before.</p><figure><img src="${address}" alt="Boats at the quay" loading="lazy" srcset="${webp}" sizes="(max-width: 480px) calc(100vw - 24px), 456px" width="4032" height="3024" decoding="async"><figcaption>Dawn</figcaption></figure><p>After.</p>`,
      );
      for (const rendition of webp.split(', ').map((entry) => entry.split(' ')[0] ?? ''))
        expect(await statusOf(`${server.baseUrl}${rendition}`), rendition).toBe(200);
    });
  });

  it('names the page’s address without the sharer’s code as canonical', async () => {
    const item = await first(SITES[0]!, 'TUWEN');
    const html = await (await fetch(`${server.baseUrl}/s/zh-Hans/${item.id}?spm=0.1.0.1.1`)).text();
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/s/zh-Hans/${item.id}">`);
  });
});
