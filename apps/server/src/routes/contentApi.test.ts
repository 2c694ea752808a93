import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  adSchema,
  initSchema,
  memorialDaySchema,
  popupAdSchema,
  shareDataSchema,
  siteHabitSchema,
  siteSwitchesSchema,
  startImageSchema,
  hitResultSchema,
} from '@news/contract/commonSchemas';
import { contentDetailSchema, contentPageSchema } from '@news/contract/contentSchemas';
import { envelopeSchema, failureEnvelopeSchema } from '@news/contract/envelope';
import {
  appChannelsSchema,
  categoryListSchema,
  headlineListSchema,
  indexColumnListSchema,
  indexListSchema,
} from '@news/contract/homeSchemas';
import { languageConfigSchema } from '@news/contract/languageEntry';
import {
  backPlayListSchema,
  liveDetailSchema,
  liveMessageListSchema,
  livePageSchema,
} from '@news/contract/liveSchemas';
import {
  hotWordListSchema,
  searchPageSchema,
  suggestListSchema,
} from '@news/contract/searchSchemas';
import { SITES, siteByLang, type SiteInfo, type SiteLang } from '@news/contract/sites';
import {
  topicBannerListSchema,
  topicDetailSchema,
  topicPageSchema,
} from '@news/contract/topicSchemas';
import {
  videoCollectionCountSchema,
  videoCollectionListSchema,
  videoDetailSchema,
} from '@news/contract/videoSchemas';
import { z as zod } from 'zod';
import type { DatabaseHandle } from '../db/database.ts';
import { escapeHtml } from '../content/escapeHtml.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { testEngines } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** Text in the site's own script, so a test notices another site's content leaking in. */
const SCRIPT: Record<SiteLang, RegExp> = {
  'zh-Hans': /[\u4e00-\u9fff]/,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  kr: /[\uac00-\ud7af]/,
  ru: /[\u0400-\u04ff]/,
  en: /^[^\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]*$/,
};

describe.each(testEngines())('content API on $name', (engine) => {
  let database: DatabaseHandle;
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    database = await engine.open();
    dataDir = mkdtempSync(join(tmpdir(), 'news-api-'));
    await seedDemoContent(database.db, { dataDir, dialect: database.dialect });
    server = await startTestServer(database);
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call<T extends z.ZodMiniType>(
    site: SiteInfo,
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    params: Record<string, string> = {},
  ): Promise<z.output<T>> {
    const query = new URLSearchParams(params).toString();
    const url = `${server.baseUrl}${site.prefix}${path}${method === 'GET' && query ? `?${query}` : ''}`;
    const res = await fetch(url, {
      method,
      headers: {
        ...signedHeaders(site.lang),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { body: query } : {}),
    });
    expect(res.status, `${method} ${path}`).toBe(200);
    const body = zod.parse(envelopeSchema(schema), await res.json());
    expect(body.code, `${method} ${path}: ${body.msg}`).toBe(1);
    return (body as { data: z.output<T> }).data;
  }

  describe.each(SITES.map((s) => [s.lang, s] as const))('under the %s prefix', (lang, site) => {
    const script = SCRIPT[lang];

    it('answers the common calls', async () => {
      expect(await call(site, 'GET', '/cms/content/appList', languageConfigSchema)).toHaveLength(5);
      const init = await call(site, 'GET', '/index/init', initSchema);
      expect(init.site.id).toBe(site.id);
      expect(init.channels.length).toBeGreaterThan(0);
      expect(init.channels.every((c) => script.test(c.title))).toBe(true);
      expect(init.version?.version).toBe('1.6.2');
      const start = await call(site, 'GET', '/cms/content/getAppStartImg', startImageSchema);
      expect(start?.displaySeconds).toBeGreaterThan(0);
      const popup = await call(site, 'GET', '/cms/content/getAppPopAd', popupAdSchema);
      expect(popup?.frequency).toBe('daily');
      expect(
        (await call(site, 'GET', '/cms/content/getAppMemorialdayConfig', memorialDaySchema)).isGray,
      ).toBe(false);
      expect(
        (await call(site, 'GET', '/cms/category/getAppSiteHabit', siteHabitSchema))
          .defaultChannelId,
      ).not.toBe('');
      expect(await call(site, 'GET', '/mdiy/config/get.do', siteSwitchesSchema)).toEqual({
        commentEnabled: true,
        likeEnabled: true,
        autoLogin: false,
      });
      expect(
        (
          await call(site, 'GET', '/cms/content/getAds', zod.array(adSchema), {
            position: 'banner',
          })
        ).length,
      ).toBeGreaterThanOrEqual(2);
      expect(
        await call(site, 'GET', '/statistics/accessStatistics/in.do', zod.null(), {
          page: '/pages/index/index',
        }),
      ).toBeNull();
    });

    it('answers the home calls in the site’s language', async () => {
      const home = await call(site, 'GET', '/cms/content/indexList', indexListSchema, {
        pageSize: '5',
      });
      expect(home.feed.rows).toHaveLength(5);
      expect(home.feed.total).toBeGreaterThanOrEqual(80);
      expect(home.banner.length).toBeGreaterThanOrEqual(3);
      expect(home.headlines.length).toBeGreaterThan(0);
      expect(home.feed.rows.filter((r) => script.test(r.title)).length).toBeGreaterThanOrEqual(4);
      const columns = await call(
        site,
        'GET',
        '/cms/content/indexColumnList',
        indexColumnListSchema,
      );
      expect(columns.length).toBeGreaterThanOrEqual(3);
      const channels = await call(site, 'GET', '/cms/category/getAppChannels', appChannelsSchema);
      expect(channels.tabs.length).toBeGreaterThan(3);
      expect(channels.city.length).toBeGreaterThanOrEqual(3);
      const cityRoot = channels.city.find((c) => c.hasChildren);
      expect(cityRoot).toBeDefined();
      const children = await call(site, 'GET', '/cms/category/subList', categoryListSchema, {
        id: cityRoot?.id ?? '',
      });
      expect(children.length).toBeGreaterThanOrEqual(2);
      const cityPage = await call(site, 'POST', '/co/cms/content/list.do', contentPageSchema, {
        categoryId: cityRoot?.id ?? '',
        withChildren: 'true',
        pageSize: '50',
      });
      expect(cityPage.total).toBeGreaterThan(0);
      expect(
        cityPage.rows.every(
          (r) => children.some((c) => c.id === r.categoryId) || r.categoryId === cityRoot?.id,
        ),
      ).toBe(true);
      const headlines = await call(site, 'POST', '/cms/content/headLine.do', headlineListSchema, {
        size: '3',
      });
      expect(headlines.length).toBeGreaterThan(0);
    });

    it('lists and details content, counting a view once per device', async () => {
      const list = await call(site, 'GET', '/cms/content/commonList', contentPageSchema, {
        publishType: 'TUWEN',
        pageNo: '2',
        pageSize: '5',
      });
      expect(list.pageNo).toBe(2);
      expect(list.rows.every((r) => r.publishType === 'TUWEN')).toBe(true);
      const first = list.rows[0]!;
      const detail = await call(site, 'GET', '/cms/content/commonDetail', contentDetailSchema, {
        id: first.id,
      });
      expect(detail.content).toContain('<p>');
      expect(detail.content).not.toMatch(/<script|onerror=|javascript:/i);
      expect(script.test(detail.title)).toBe(true);
      expect(detail.related.every((r) => r.id !== detail.id)).toBe(true);
      const hit1 = await call(site, 'GET', '/cms/content/hit', hitResultSchema, { id: first.id });
      const hit2 = await call(site, 'GET', '/cms/content/hit', hitResultSchema, { id: first.id });
      expect(hit1).toEqual({ hit: detail.hit + 1, counted: true });
      expect(hit2).toEqual({ hit: detail.hit + 1, counted: false });
    });

    it('answers the picture story calls with every image in order', async () => {
      const list = await call(site, 'GET', '/cms/content/tujieList', contentPageSchema, {
        pageSize: '20',
      });
      expect(list.total).toBeGreaterThanOrEqual(12);
      expect(list.rows.every((r) => r.publishType === 'TUSHUO' || r.publishType === 'TUJIE')).toBe(
        true,
      );
      const detail = await call(site, 'GET', '/cms/content/tujieDetail', contentDetailSchema, {
        id: list.rows[0]!.id,
      });
      expect(detail.images.length).toBeGreaterThanOrEqual(4);
      expect(detail.images.map((i) => i.position)).toEqual(detail.images.map((_, i) => i));
      expect(detail.images.every((i) => script.test(i.caption) || lang === 'en')).toBe(true);
    });

    it('answers the video calls with collections and neighbours', async () => {
      const collections = await call(
        site,
        'GET',
        '/cms/content/videoCollectionList',
        videoCollectionListSchema,
      );
      expect(collections.length).toBeGreaterThanOrEqual(3);
      const collection = collections[0]!;
      const count = await call(
        site,
        'GET',
        '/cms/content/videoCollectionCount',
        videoCollectionCountSchema,
        { id: collection.id },
      );
      expect(count.count).toBe(collection.count);
      const videos = await call(site, 'GET', '/cms/content/videoList', contentPageSchema, {
        collectionId: collection.id,
      });
      expect(videos.total).toBe(collection.count);
      const inCollection = await call(site, 'GET', '/cms/content/videoDetail', videoDetailSchema, {
        id: videos.rows[0]!.id,
      });
      expect(inCollection.collection?.id).toBe(collection.id);
      expect(inCollection.playlist).toHaveLength(collection.count);
      expect(inCollection.video.videoUrl).toMatch(/\.mp4$/);
      expect(inCollection.video.videoHlsUrl).toMatch(/\.m3u8$/);
      const index = inCollection.playlist.findIndex((v) => v.id === inCollection.video.id);
      expect(inCollection.next?.id ?? null).toBe(inCollection.playlist[index + 1]?.id ?? null);
      expect(inCollection.previous?.id ?? null).toBe(inCollection.playlist[index - 1]?.id ?? null);
    });

    it('answers the topic calls with sections and items', async () => {
      const topics = await call(site, 'GET', '/cms/special/indexList', topicPageSchema);
      expect(topics.total).toBeGreaterThanOrEqual(4);
      expect(
        (await call(site, 'GET', '/cms/special/bannerList', topicBannerListSchema)).length,
      ).toBeGreaterThan(0);
      const detail = await call(site, 'GET', '/cms/special/detail', topicDetailSchema, {
        id: topics.rows[0]!.id,
      });
      expect(detail.sections.length).toBeGreaterThanOrEqual(2);
      expect(detail.sections.every((s) => s.items.length > 0)).toBe(true);
    });

    it('answers the live calls by status', async () => {
      const all = await call(site, 'POST', '/live/video/list.do', livePageSchema);
      // On air first, then the one to come, then the replays.
      const [first, second, ...replays] = all.rows.map((l) => l.status);
      expect([first, second]).toEqual(['live', 'preview']);
      expect(replays.length).toBeGreaterThanOrEqual(2);
      expect(new Set(replays)).toEqual(new Set(['playback']));
      const upcoming = await call(site, 'GET', '/live/video/livingList', livePageSchema, {
        status: 'preview',
      });
      expect(upcoming.total).toBe(1);
      const onAir = await call(site, 'GET', '/live/video/deatil.do', liveDetailSchema, {
        id: all.rows[0]!.id,
      });
      expect(onAir.status).toBe('live');
      expect(onAir.streamUrl).toBe('/media/live/stream.m3u8');
      expect(onAir.replayUrl).toBe('');
      const soon = await call(site, 'GET', '/live/video/deatil.do', liveDetailSchema, {
        id: upcoming.rows[0]!.id,
      });
      expect(soon.streamUrl).toBe('');
      expect(Date.parse(soon.startTime)).toBeGreaterThan(Date.now());
      const replay = all.rows.find((l) => l.status === 'playback')!;
      const replayDetail = await call(site, 'GET', '/live/video/deatil.do', liveDetailSchema, {
        id: replay.id,
      });
      expect(replayDetail.replayUrl).toMatch(/\.m3u8$/);
      const segments = await call(
        site,
        'POST',
        '/live/video/getBackPlayList.do',
        backPlayListSchema,
        { id: replay.id },
      );
      expect(segments.length).toBeGreaterThanOrEqual(2);
      const messages = await call(
        site,
        'GET',
        '/live/video/liveMessageList.do',
        liveMessageListSchema,
        { id: onAir.id },
      );
      expect(messages.rows.length).toBeGreaterThan(0);
      const times = messages.rows.map((m) => m.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const newer = await call(
        site,
        'GET',
        '/live/video/liveMessageList.do',
        liveMessageListSchema,
        { id: onAir.id, after: messages.cursor },
      );
      expect(newer.rows).toEqual([]);
    });

    it('answers the search calls', async () => {
      const words = await call(site, 'GET', '/mdiy/dict/appHotWord.do', hotWordListSchema);
      expect(words).toHaveLength(20);
      const home = await call(site, 'GET', '/cms/content/indexList', indexListSchema, {
        pageSize: '1',
      });
      const title = home.feed.rows[0]!.title;
      const keyword =
        lang === 'en' || lang === 'ru'
          ? (title.split(/\s+/).find((w) => w.length > 4) ?? title)
          : Array.from(title).slice(0, 2).join('');
      const results = await call(site, 'POST', '/es/app/search.do', searchPageSchema, { keyword });
      expect(results.total).toBeGreaterThan(0);
      expect(results.rows.some((r) => r.highlightTitle.includes('<em>'))).toBe(true);
      const suggestions = await call(site, 'POST', '/es/app/suggestSearch.do', suggestListSchema, {
        keyword: words[0]!.slice(0, 2),
      });
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(10);
    });

    it('shares an item with a link that keeps the sharer’s code', async () => {
      const list = await call(site, 'GET', '/cms/content/commonList', contentPageSchema, {
        publishType: 'TUSHUO',
        pageSize: '1',
      });
      const share = await call(site, 'POST', '/wechat/getWechatShareData', shareDataSchema, {
        id: list.rows[0]!.id,
        spm: '12.1.0.1.1',
      });
      expect(share.path).toBe(
        `/pages/tu-shuo/detail?id=${list.rows[0]!.id}&lang=${lang}&spm=12.1.0.1.1`,
      );
      expect(share.link).toBe(`${server.baseUrl}/s/${lang}/${list.rows[0]!.id}?spm=12.1.0.1.1`);
      expect(share.image).toMatch(/^http:\/\//);

      // The link is a crawlable page with the card's metadata that sends readers on.
      const page = await fetch(share.link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<meta property="og:title" content="${escapeHtml(share.title)}">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain(`content="0;url=/#${share.path.replace(/&/g, '&amp;')}"`);
      expect(html).toContain(`<html lang="${siteByLang(lang).locale}">`);
    });

    it('answers an unknown shared item with a 404 page in the site’s language', async () => {
      const page = await fetch(`${server.baseUrl}/s/${lang}/99999999`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(`href="/#/pages/index/index?lang=${lang}"`);
      expect((await fetch(`${server.baseUrl}/s/xx/1`)).status).toBe(404);
    });

    it('refuses unknown ids and oversized pages with a message in the site’s language', async () => {
      for (const [path, params] of [
        ['/cms/content/commonDetail', { id: '99999999' }],
        ['/cms/content/videoDetail', { id: '99999999' }],
        ['/cms/special/detail', { id: '99999999' }],
        ['/live/video/deatil.do', { id: '99999999' }],
        ['/cms/content/commonList', { pageSize: '51' }],
        ['/cms/content/commonDetail', { id: 'abc' }],
      ] as const) {
        const res = await fetch(
          `${server.baseUrl}${site.prefix}${path}?${new URLSearchParams(params).toString()}`,
          { headers: signedHeaders(site.lang) },
        );
        expect(res.status).toBe(200);
        const body = failureEnvelopeSchema.parse(await res.json());
        expect(body.code, path).toBe(0);
        expect(script.test(body.msg) || lang === 'en', `${path}: ${body.msg}`).toBe(true);
      }
    });
  });

  it('does not let one site read another site’s item', async () => {
    const [zh, en] = [SITES[0]!, SITES[3]!];
    const list = await call(zh, 'GET', '/cms/content/commonList', contentPageSchema, {
      pageSize: '1',
    });
    const res = await fetch(
      `${server.baseUrl}${en.prefix}/cms/content/commonDetail?id=${list.rows[0]!.id}`,
      { headers: signedHeaders('en') },
    );
    expect(failureEnvelopeSchema.parse(await res.json())).toMatchObject({
      code: 0,
      msg: 'Nothing was found.',
    });
  });

  it('answers public reads with an ETag and 304 when unchanged', async () => {
    const url = `${server.baseUrl}/enapi/cms/content/indexList?pageSize=3`;
    const first = await fetch(url, { headers: signedHeaders('en') });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=30, s-maxage=60, stale-while-revalidate=10, stale-if-error=86400',
    );
    const second = await fetch(url, {
      headers: { ...signedHeaders('en'), 'if-none-match': etag ?? '' },
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    const other = await fetch(url, {
      headers: { ...signedHeaders('en'), 'if-none-match': 'W/"stale"' },
    });
    expect(other.status).toBe(200);
    const personal = await fetch(`${server.baseUrl}/enapi/cms/content/hit?id=1`, {
      headers: signedHeaders('en'),
    });
    expect(personal.headers.get('etag')).toBeNull();
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of [
      '/cms/content/indexList',
      '/es/app/search.do',
      '/live/video/deatil.do',
      '/cms/special/detail',
      '/wechat/getWechatShareData',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(30);
  });
});
