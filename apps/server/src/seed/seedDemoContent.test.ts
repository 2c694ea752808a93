import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropName, pictureAddress } from '@news/contract/pictures';
import { PUBLISH_TYPES } from '@news/contract/publishTypes';
import { SITES, siteByLang } from '@news/contract/sites';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { CollectionsRepository } from '../repositories/CollectionsRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { LiveRepository } from '../repositories/LiveRepository.ts';
import { SiteConfigRepository } from '../repositories/SiteConfigRepository.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import { SpecialsRepository } from '../repositories/SpecialsRepository.ts';
import { testEngines } from '../testing/testDatabases.ts';
import { PHOTO_DESK_CREDIT } from './photos/sceneWords.ts';
import { linkDemoVersions } from './linkDemoVersions.ts';
import { loadSiteContent, seedDemoContent } from './seedDemoContent.ts';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const nowIso = NOW.toISOString();
const ALL = { pageNo: 1, pageSize: 50 };

async function countRows(
  database: DatabaseHandle,
  table: 'content' | 'categories' | 'live_messages' | 'content_images',
): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Most of a site's text is in its own script. */
const SCRIPTS: Record<string, RegExp> = {
  'zh-Hans': /[\u4e00-\u9fff]/,
  ja: /[\u3040-\u30ff]/,
  kr: /[\uac00-\ud7af]/,
  ru: /[\u0400-\u04ff]/,
  en: /^[^\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]*[A-Za-z][^\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]*$/,
};

describe.each(testEngines())('demo content and repositories on $name', (engine) => {
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    database = await engine.open();
    dataDir = mkdtempSync(join(tmpdir(), 'news-seed-'));
    const report = await seedDemoContent(database.db, {
      dataDir,
      now: NOW,
      dialect: database.dialect,
    });
    expect(report.seeded.sort()).toEqual(SITES.map((s) => s.lang).sort());
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(SITES.map((s) => [s.lang, s.id] as const))(
    'gives %s its own channels, items of every type and settings',
    async (_lang, siteId) => {
      const categories = await new CategoriesRepository(database.db).listAll(siteId);
      expect(categories.length).toBeGreaterThanOrEqual(8);
      for (const kind of ['city', 'regional', 'pictures', 'video', 'live', 'topics']) {
        expect(categories.some((c) => c.kind === kind)).toBe(true);
      }
      const cityRoot = categories.find((c) => c.kind === 'city' && c.parent_id === null);
      expect(categories.filter((c) => c.parent_id === cityRoot?.id).length).toBeGreaterThanOrEqual(
        2,
      );

      const content = new ContentRepository(database.db);
      for (const type of PUBLISH_TYPES) {
        const page = await content.list(siteId, { publishTypes: [type] }, ALL, nowIso);
        expect(page.total, type).toBeGreaterThan(0);
      }
      const all = await content.list(siteId, {}, { pageNo: 1, pageSize: 10 }, nowIso);
      expect(all.total).toBeGreaterThanOrEqual(80);
      expect(all.rows).toHaveLength(10);
      const dates = all.rows.map((r) => r.publish_date);
      expect([...dates].sort().reverse()).toEqual(dates);

      expect((await content.list(siteId, { headline: true }, ALL, nowIso)).total).toBeGreaterThan(
        0,
      );
      expect(
        (await content.list(siteId, { banner: true }, ALL, nowIso)).total,
      ).toBeGreaterThanOrEqual(3);

      const collections = await new CollectionsRepository(database.db).list(siteId);
      expect(collections.length).toBeGreaterThanOrEqual(3);
      for (const collection of collections) {
        const videos = await content.list(
          siteId,
          { collectionId: collection.id, publishTypes: ['SHIPING'] },
          ALL,
          nowIso,
        );
        expect(videos.total).toBeGreaterThanOrEqual(2);
      }

      const specials = new SpecialsRepository(database.db);
      const topics = await specials.list(siteId);
      expect(topics.length).toBeGreaterThanOrEqual(4);
      const sections = await specials.sections(topics[0]!.id);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      expect((await specials.sectionItemIds(sections[0]!.id)).length).toBeGreaterThan(0);

      // One broadcast to come, one on air now, and replays of broadcasts that have ended.
      const lives = await new LiveRepository(database.db).list(siteId);
      const statuses = lives.map((l) => l.status);
      expect(statuses.filter((s) => s === 'preview')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'live')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'playback').length).toBeGreaterThanOrEqual(2);
      for (const live of lives) {
        if (live.status === 'playback') expect(live.end_time < nowIso).toBe(true);
        if (live.status === 'preview') expect(live.start_time > nowIso).toBe(true);
        if (live.status === 'live')
          expect(live.start_time < nowIso && live.end_time > nowIso).toBe(true);
      }

      const config = new SiteConfigRepository(database.db);
      expect(await config.hotWords(siteId)).toHaveLength(20);
      expect((await config.activeAds(siteId, 'banner', nowIso)).length).toBeGreaterThanOrEqual(2);
      expect(await config.activeAds(siteId, 'start', nowIso)).toHaveLength(1);
      expect(await config.activeAds(siteId, 'popup', nowIso)).toHaveLength(1);
      expect(await config.activeMemorialDay(siteId, nowIso)).toBeUndefined();
      expect(await config.switches(siteId)).toMatchObject({
        commentEnabled: 'true',
        likeEnabled: 'true',
      });
    },
  );

  it('writes each site in its own language', async () => {
    const content = new ContentRepository(database.db);
    for (const site of SITES) {
      const page = await content.list(site.id, { publishTypes: ['TUWEN'] }, ALL, nowIso);
      const pattern = SCRIPTS[site.lang]!;
      const matching = page.rows.filter((r) => pattern.test(r.title)).length;
      expect(matching / page.rows.length, site.lang).toBeGreaterThan(0.9);
    }
  });

  it('keeps picture stories’ images in order with captions, each a processed photograph', async () => {
    const content = new ContentRepository(database.db);
    const site = siteByLang('en');
    const stories = await content.list(site.id, { publishTypes: ['TUSHUO', 'TUJIE'] }, ALL, nowIso);
    for (const story of stories.rows) {
      const images = await content.images(story.id);
      expect(images.length).toBeGreaterThanOrEqual(4);
      expect(images.map((i) => i.position)).toEqual(images.map((_, i) => i));
      expect(images.every((i) => i.caption.length > 0)).toBe(true);
      const first = JSON.parse(story.img) as { url: string }[];
      expect(first[0]?.url).toBe(images[0]?.url);
      expect(new Set(images.map((i) => i.url)).size).toBe(images.length);
      for (const image of images) {
        const address = pictureAddress(image.url);
        expect(address, image.url).toMatchObject({ width: image.width, height: image.height });
        const file = join(dataDir, image.url.replace(/^\//, ''));
        expect(readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
    }
  });

  it.each(SITES.map((s) => [s.lang, s] as const))(
    'gives %s a media library of the photographs it shows, in its language, with their uses',
    async (lang, site) => {
      const pictures = await database.db
        .selectFrom('pictures')
        .selectAll()
        .where('site_id', '=', site.id)
        .execute();
      expect(pictures.length).toBeGreaterThanOrEqual(10);
      for (const picture of pictures) {
        const address = pictureAddress(picture.url);
        expect(address, picture.url).toMatchObject({
          width: picture.width,
          height: picture.height,
        });
        const file = join(dataDir, picture.url.replace(/^\//, ''));
        expect(statSync(file).size).toBe(picture.bytes);
        expect(picture.alt).toMatch(SCRIPTS[lang]!);
        expect(picture.caption).toMatch(SCRIPTS[lang]!);
        expect(picture.credit).toBe(PHOTO_DESK_CREDIT[lang]);
        expect(picture.uploaded_by).toBeNull();
        // The crop a share card takes around the library's point is in the picture's folder.
        const card = join(
          dirname(file),
          cropName('og', { x: picture.focus_x, y: picture.focus_y }),
        );
        expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
      }
      // A few subjects sit off centre, and one picture is a portrait shot (stored sideways).
      expect(pictures.filter((p) => p.focus_x !== 50 || p.focus_y !== 50).length).toBeGreaterThan(
        2,
      );
      expect(pictures.some((p) => p.height > p.width)).toBe(true);

      const uses = await database.db
        .selectFrom('picture_uses')
        .innerJoin('content', 'content.id', 'picture_uses.content_id')
        .select(['picture_uses.url', 'picture_uses.kind', 'content.publish_type', 'content.img'])
        .where('picture_uses.site_id', '=', site.id)
        .execute();
      const known = new Set(pictures.map((p) => p.url));
      expect(uses.every((use) => known.has(use.url))).toBe(true);
      expect(new Set(uses.map((use) => use.kind))).toEqual(
        new Set(['cover', 'body', 'gallery', 'banner']),
      );
      // Every item but a video shows a photograph as its cover, and the library knows it there.
      for (const use of uses.filter((u) => u.kind === 'cover'))
        expect(JSON.parse(use.img)).toEqual([{ url: use.url }]);
      const items = await database.db
        .selectFrom('content')
        .select(['publish_type', 'img'])
        .where('site_id', '=', site.id)
        .execute();
      const photoCovers = items.filter((i) => i.publish_type !== 'SHIPING');
      expect(uses.filter((u) => u.kind === 'cover')).toHaveLength(photoCovers.length);
    },
  );

  it('describes a body photograph in the body and picks scenes that fit the story', async () => {
    const site = siteByLang('en');
    const item = async (key: string) =>
      database.db
        .selectFrom('content')
        .select(['id', 'img', 'body_html'])
        .where('site_id', '=', site.id)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
    const alt = async (url: string) =>
      (
        await database.db
          .selectFrom('pictures')
          .select('alt')
          .where('site_id', '=', site.id)
          .where('url', '=', url)
          .executeTakeFirstOrThrow()
      ).alt;
    const ferry = await item('yantai-dalian-ferries-resume');
    const cover = (JSON.parse(ferry.img) as { url: string }[])[0]!.url;
    expect(await alt(cover)).toMatch(/ferry/);
    const figure = /<img src="([^"]+)" alt="([^"]+)" width="(\d+)" height="(\d+)"/.exec(
      ferry.body_html,
    );
    expect(figure).not.toBeNull();
    const [, src = '', figureAlt = '', width = '', height = ''] = figure ?? [];
    expect(src).not.toBe(cover);
    expect(figureAlt).toBe(await alt(src));
    expect(pictureAddress(src)).toBeDefined();
    // The size of the file at the address: the picture's shape at 1280 pixels wide.
    expect(Number(width)).toBe(1280);
    expect(Number(height) / Number(width)).toBeCloseTo(
      pictureAddress(src)!.height / pictureAddress(src)!.width,
      2,
    );
    const kites = await item('pics-weifang-kites');
    expect(await alt((JSON.parse(kites.img) as { url: string }[])[0]!.url)).toMatch(/kites/);
  });

  it('shows live messages only once their time has come', async () => {
    const site = siteByLang('zh-Hans');
    const repo = new LiveRepository(database.db);
    const live = (await repo.list(site.id)).find((l) => l.status === 'live')!;
    const atStart = await repo.messages(live.id, live.start_time, undefined, 50);
    const later = await repo.messages(
      live.id,
      new Date(NOW.getTime() + 3 * 3_600_000).toISOString(),
      undefined,
      50,
    );
    expect(later.length).toBeGreaterThan(atStart.length);
    expect(live.stream_url).toBe('/media/live/stream.m3u8');
  });

  it('is idempotent: a second run changes nothing, a forced one rebuilds the same', async () => {
    const before = await Promise.all(
      (['content', 'categories', 'live_messages', 'content_images'] as const).map((t) =>
        countRows(database, t),
      ),
    );
    const again = await seedDemoContent(database.db, {
      dataDir,
      now: NOW,
      dialect: database.dialect,
    });
    expect(again.seeded).toEqual([]);
    const after = await Promise.all(
      (['content', 'categories', 'live_messages', 'content_images'] as const).map((t) =>
        countRows(database, t),
      ),
    );
    expect(after).toEqual(before);

    const forced = await seedDemoContent(database.db, {
      dataDir,
      now: NOW,
      dialect: database.dialect,
      force: true,
      sites: [siteByLang('ru')],
    });
    expect(forced.seeded).toEqual(['ru']);
    const rebuilt = await Promise.all(
      (['content', 'categories', 'live_messages', 'content_images'] as const).map((t) =>
        countRows(database, t),
      ),
    );
    expect(rebuilt).toEqual(before);
    expect((await new SitesRepository(database.db).find(42))?.seeded_at).toBe(nowIso);
  });

  // A language added to the contract needs no demo content: its site starts empty.
  it('skips a site the demo has no content for, writing nothing', async () => {
    const before = await countRows(database, 'content');
    const report = await seedDemoContent(database.db, {
      dataDir,
      now: NOW,
      dialect: database.dialect,
      sites: [
        {
          id: 97,
          lang: 'de' as never,
          locale: 'de',
          prefix: '/deapi',
          nativeName: 'Deutsch',
          name: 'Nachrichten aus Shandong',
          timeZone: 'Asia/Shanghai',
          hourCycle: 'h23',
        },
      ],
    });
    expect(report).toEqual({ seeded: [], skipped: ['de'] });
    expect(await countRows(database, 'content')).toBe(before);
    expect(await new SitesRepository(database.db).find(97)).toBeUndefined();
  });

  // Seeded on 22 November: a story of a day of the year keeps its day, the memorial day is ahead.
  it('dates a seasonal story on its own day and the memorial day on its next coming', async () => {
    const published = async (site: number, key: string): Promise<string | undefined> =>
      (
        await database.db
          .selectFrom('content')
          .select('publish_date')
          .where('site_id', '=', site)
          .where('key', '=', key)
          .executeTakeFirst()
      )?.publish_date;
    // Confucius's birthday ceremony, 28 September at noon in Shandong, this year.
    expect(await published(1, 'tushuo-qufu-jikong')).toBe('2026-09-28T04:00:00.000Z');
    // The Weifang kite festival opens in April: last April, as November comes after it.
    expect(await published(42, 'festival-vozdushnyh-zmeev-veifan')).toBe(
      '2026-04-18T02:00:00.000Z',
    );
    // A story that fits any day stays relative to the seeding: the ferry news of this afternoon.
    expect(await published(1, 'qingdao-lundu-tinghang')).toBe(
      new Date(NOW.getTime() - 0.015 * 3_600_000).toISOString(),
    );
    for (const site of SITES) {
      const days = await database.db
        .selectFrom('memorial_days')
        .select(['start_at', 'end_at'])
        .where('site_id', '=', site.id)
        .execute();
      // 13 December, all day in Shandong.
      expect(days, site.lang).toEqual([
        { start_at: '2026-12-12T16:00:00.000Z', end_at: '2026-12-13T16:00:00.000Z' },
      ]);
    }
  });

  it('counts a view', async () => {
    const content = new ContentRepository(database.db);
    const item = (await content.list(38, {}, { pageNo: 1, pageSize: 1 }, nowIso)).rows[0]!;
    await content.addHits(item.id);
    expect((await content.find(38, item.id, nowIso))?.hit).toBe(item.hit + 1);
    expect(await content.find(1, item.id, nowIso)).toBeUndefined();
  });
});

// Several servers share a database only on PostgreSQL (a SQLite file belongs to one server).
describe.each(testEngines().filter((engine) => engine.name === 'postgres'))(
  'two servers seeding one $name database at once',
  (engine) => {
    it('seed each site once between them', async () => {
      const database = await engine.open();
      // A second connection (pool) of its own, as a second server process would have.
      const second = openDatabase({
        databaseUrl: database.cliEnv.DATABASE_URL,
        dataDir: database.cliEnv.DATA_DIR ?? '',
      });
      const dataDir = mkdtempSync(join(tmpdir(), 'news-seed-'));
      try {
        const sites = [siteByLang('en'), siteByLang('ja')];
        const reports = await Promise.all(
          [database, second].map((handle) =>
            seedDemoContent(handle.db, { dataDir, now: NOW, dialect: handle.dialect, sites }),
          ),
        );
        expect(reports.flatMap((r) => r.seeded).sort()).toEqual(['en', 'ja']);
        expect(reports.flatMap((r) => r.skipped).sort()).toEqual(['en', 'ja']);
        const versions = await database.db.selectFrom('app_versions').select('platform').execute();
        expect(versions.map((v) => v.platform).sort()).toEqual(['App', 'H5']);
        const items = await database.db
          .selectFrom('content')
          .select(['site_id', 'key'])
          .where('site_id', 'in', [38, 36])
          .execute();
        expect(new Set(items.map((i) => `${String(i.site_id)}:${i.key}`)).size).toBe(items.length);
        expect(items.length).toBe(
          (loadSiteContent('en')?.items.length ?? 0) + (loadSiteContent('ja')?.items.length ?? 0),
        );
      } finally {
        await second.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);

    // Found by the cluster's browser test: two servers that had each seeded a site linked the
    // demo's versions at once and the second failed to start on a duplicate key.
    it('link the demo versions once when both link at once', async () => {
      const database = await engine.open();
      const second = openDatabase({
        databaseUrl: database.cliEnv.DATABASE_URL,
        dataDir: database.cliEnv.DATA_DIR ?? '',
      });
      const dataDir = mkdtempSync(join(tmpdir(), 'news-seed-'));
      try {
        const sites = [siteByLang('en'), siteByLang('ru'), siteByLang('ja')];
        await seedDemoContent(database.db, { dataDir, now: NOW, dialect: 'postgres', sites });
        await database.db.deleteFrom('content_versions').execute();
        const linked = await Promise.all(
          [database, second].map((handle) =>
            handle.db.transaction().execute((trx) => linkDemoVersions(trx, 'postgres', NOW)),
          ),
        );
        // One of them linked every story; the other found them linked.
        expect(linked.sort((a, b) => a - b)).toEqual([0, 10]);
        const rows = await database.db
          .selectFrom('content_versions')
          .select(['content_id', 'group_id'])
          .execute();
        expect(rows).toHaveLength(30);
        expect(new Set(rows.map((row) => row.group_id)).size).toBe(10);
      } finally {
        await second.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  },
);
