import { describe, expect, it } from 'vitest';
import { encodeSpm } from '@news/contract/spm';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../../testing/TestRows.ts';
import { useServices } from '../../testing/useServices.ts';
import { detailPath } from './SiteService.ts';

const site = siteByLang('en');
const HOUR = 3_600_000;
const ORIGIN = 'https://news.example.com';

describe('detailPath', () => {
  it('sends each publish type to its detail screen (docs/product.md §1)', () => {
    const path = (type: string) => detailPath(type, '7', '8', '9');
    expect(path('TUWEN')).toBe('/pages/news-detail/news-detail?id=7');
    expect(path('TUSHUO')).toBe('/pages/tu-shuo/detail?id=7');
    expect(path('TUJIE')).toBe('/pages/tu-jie/detail?id=7');
    expect(path('SHIPING')).toBe('/pages/video/video-detail1?id=7');
    expect(path('SHIPINGLIST')).toBe('/pages/video/videoList?id=7');
  });

  it('sends a topic item to its topic and a replay to its broadcast', () => {
    expect(detailPath('SPECIAL', '7', '8', '9')).toBe('/pages/topic/topic-detail-h5?id=9');
    expect(detailPath('authPublishPlayback', '7', '8', '9')).toBe(
      '/pages/auth-publish/playback?id=8',
    );
  });

  it('reads an unknown type as an article', () => {
    expect(detailPath('SOMETHING', '7', '', '')).toBe('/pages/news-detail/news-detail?id=7');
  });
});

describe.each(testEngines())('SiteService on $name', (engine) => {
  const fixture = useServices(engine, () => ({
    SITE_APP_URLS: JSON.stringify({ en: 'https://en.example.com/enapi' }),
  }));
  const service = () => fixture.services.site;
  const rows = () => fixture.data.rows;
  const clock = () => fixture.data.clock;
  const db = () => fixture.data.db;

  it('gives the start image running now with its seconds, or null', async () => {
    expect(await service().startImage(site)).toBeNull();
    const id = await rows().ad({ position: 'start', display_seconds: 4 });
    expect(await service().startImage(site)).toMatchObject({ id: String(id), displaySeconds: 4 });
    clock().advance(HOUR);
    expect(await service().startImage(site)).toBeNull();
  });

  it('gives the pop-up ad with how often it may show, daily when the stored value is unknown', async () => {
    expect(await service().popupAd(site)).toBeNull();
    await rows().ad({ position: 'popup', frequency: 'weekly' });
    expect(await service().popupAd(site)).toMatchObject({ frequency: 'daily' });
    await db().updateTable('ads').set({ frequency: 'once' }).execute();
    expect(await service().popupAd(site)).toMatchObject({ frequency: 'once' });
  });

  it('turns grey mode on while a memorial day runs', async () => {
    await db()
      .insertInto('memorial_days')
      .values({
        site_id: TEST_SITE_ID,
        title: 'Remembrance',
        start_at: clock().iso(HOUR),
        end_at: clock().iso(2 * HOUR),
      })
      .execute();
    expect(await service().memorialDay(site)).toEqual({
      isGray: false,
      title: '',
      startAt: '',
      endAt: '',
    });
    clock().advance(HOUR);
    expect(await service().memorialDay(site)).toMatchObject({ isGray: true, title: 'Remembrance' });
  });

  it('keeps comments and likes on unless switched off, and auto-login off unless switched on', async () => {
    expect(await service().switches(site)).toEqual({
      commentEnabled: true,
      likeEnabled: true,
      autoLogin: false,
    });
    await db()
      .insertInto('mdiy_config')
      .values([
        { site_id: TEST_SITE_ID, key: 'commentEnabled', value: 'false' },
        { site_id: TEST_SITE_ID, key: 'likeEnabled', value: 'no' },
        { site_id: TEST_SITE_ID, key: 'autoLogin', value: 'true' },
      ])
      .execute();
    expect(await service().switches(site)).toEqual({
      commentEnabled: false,
      likeEnabled: true,
      autoLogin: true,
    });
  });

  it('starts the app with the site, its top-level tab channels, the switches and the version for the platform', async () => {
    const tab = await rows().category({ is_tab: 1 });
    await rows().category({ is_tab: 1, parent_id: tab });
    await rows().category({ is_tab: 0 });
    await db()
      .insertInto('app_versions')
      .values({
        platform: 'App',
        version: '1.7.0',
        version_code: 170,
        notes: 'New',
        url: '/app.apk',
        is_force: 1,
        published_at: clock().iso(),
      })
      .execute();
    const init = await service().init(site, 'App');
    expect(init.site).toMatchObject({ id: 38, lang: 'en', appUrl: 'https://en.example.com/enapi' });
    expect(init.channels.map((c) => Number(c.id))).toEqual([tab]);
    expect(init.channels[0]?.hasChildren).toBe(true);
    expect(init.version).toEqual({
      version: '1.7.0',
      versionCode: 170,
      notes: 'New',
      url: '/app.apk',
      isForce: true,
    });
    expect(init.serverTime).toBe(clock().iso());
    expect((await service().init(site, 'H5')).version).toBeNull();
  });

  it('names the first tab the default channel and the home columns the busiest', async () => {
    await rows().category({ is_tab: 0, sort: 0 });
    const first = await rows().category({ is_tab: 1, sort: 1 });
    const column = await rows().category({ is_tab: 1, is_home_column: 1, sort: 2 });
    expect(await service().siteHabit(site)).toEqual({
      defaultChannelId: String(first),
      hotChannelIds: [String(column)],
    });
  });

  it('shares an item by its crawlable share page, keeping a valid share code on every link', async () => {
    const id = await rows().item({
      title: 'Ferry',
      description: 'New line',
      img: '[{"url":"/media/ferry.jpg"}]',
    });
    const spm = encodeSpm({ sharerUserId: '12', platformIndex: 1 });
    expect(await service().shareData(site, { id: String(id), spm }, ORIGIN)).toEqual({
      title: 'Ferry',
      desc: 'New line',
      image: `${ORIGIN}/media/ferry.jpg`,
      link: `${ORIGIN}/s/en/${String(id)}?spm=${encodeURIComponent(spm)}`,
      path: `/pages/news-detail/news-detail?id=${String(id)}&lang=en&spm=${encodeURIComponent(spm)}`,
    });
  });

  it('drops a share code that does not decode', async () => {
    const id = await rows().item();
    const share = await service().shareData(site, { id: String(id), spm: 'not-a-code' }, ORIGIN);
    expect(share.link).toBe(`${ORIGIN}/s/en/${String(id)}`);
    expect(share.path).toBe(`/pages/news-detail/news-detail?id=${String(id)}&lang=en`);
  });

  it('gives an item whose picture link previews cannot show a share card of its own', async () => {
    const svg = await rows().item({ img: '[{"url":"/media/chart.svg"}]' });
    const share = await service().shareData(site, { id: String(svg) }, ORIGIN);
    expect(share.image).toMatch(
      new RegExp(`^${ORIGIN}/s/en/${String(svg)}/card\\.png\\?v=[\\w-]{16}$`),
    );
  });

  it('shares an app page under the site’s name, and home for a path outside the app', async () => {
    expect(await service().shareData(site, { path: '/pages/index/video' }, ORIGIN)).toMatchObject({
      link: `${ORIGIN}/#/pages/index/video?lang=en`,
      image: '',
    });
    expect((await service().shareData(site, { path: 'https://evil.example/' }, ORIGIN)).path).toBe(
      '/pages/index/index?lang=en',
    );
  });

  it('refuses to share an item it cannot show', async () => {
    const draft = await rows().item({ status: 'draft' });
    await expect(service().shareData(site, { id: String(draft) }, ORIGIN)).rejects.toEqual(
      refusal('error.noData'),
    );
  });

  it('gives a share card a new version when its title changes', async () => {
    const id = String(await rows().item({ title: 'Ferry' }));
    const before = await service().shareCard(site, id);
    expect(await service().shareCard(site, id)).toEqual(before);
    await db().updateTable('content').set({ title: 'Ferry, new line' }).execute();
    expect((await service().shareCard(site, id)).version).not.toBe(before.version);
  });

  it('records a page view, cutting an over-long device id', async () => {
    const item = await rows().item();
    await service().recordAccess(site, '/pages/index/index', String(item), 'd'.repeat(100), 'H5');
    expect(
      await db()
        .selectFrom('access_statistics')
        .select(['page', 'content_id', 'device_id'])
        .execute(),
    ).toEqual([{ page: '/pages/index/index', content_id: item, device_id: 'd'.repeat(64) }]);
  });
});
