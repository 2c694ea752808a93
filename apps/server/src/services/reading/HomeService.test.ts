import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const site = siteByLang('en');

describe.each(testEngines())('HomeService on $name', (engine) => {
  const fixture = useServices(engine);
  const home = () => fixture.services.home;
  const rows = () => fixture.data.rows;

  it('puts at most five banner items, the banner ads, six headlines and the feed page on home', async () => {
    for (let i = 0; i < 6; i += 1) await rows().item({ is_banner: 1 });
    for (let i = 0; i < 7; i += 1) await rows().item({ is_headline: 1 });
    const ad = await rows().ad({ position: 'banner', title: 'Sale' });
    await rows().ad({ position: 'popup' });
    const page = await home().indexList(site, { pageNo: 1, pageSize: 4 });
    expect(page.banner).toHaveLength(5);
    expect(page.bannerAds).toEqual([expect.objectContaining({ id: String(ad), title: 'Sale' })]);
    expect(page.headlines).toHaveLength(6);
    expect(page.feed).toMatchObject({ total: 13, pageNo: 1, pageSize: 4 });
    expect(page.feed.rows).toHaveLength(4);
  });

  it('gives each home column its newest items, its child channels’ included', async () => {
    const column = await rows().category({ is_home_column: 1, title: 'City' });
    const child = await rows().category({ parent_id: column });
    await rows().category({ is_home_column: 0 });
    const older = await rows().item({
      category_id: column,
      publish_date: fixture.data.clock.iso(-7_200_000),
    });
    const newer = await rows().item({ category_id: child });
    const columns = await home().columns(site, 5);
    expect(columns.map((c) => [c.category.title, c.items.map((i) => Number(i.id))])).toEqual([
      ['City', [newer, older]],
    ]);
  });

  it('gives the tab channels, the city and regional channels with their children, and all of them', async () => {
    const news = await rows().category({ is_tab: 1, title: 'News' });
    const city = await rows().category({ kind: 'city', is_tab: 0, title: 'Cities' });
    const district = await rows().category({
      kind: 'city',
      parent_id: city,
      is_tab: 1,
      title: 'North',
    });
    const regional = await rows().category({ kind: 'regional', is_tab: 0, title: 'Region' });
    const channels = await home().channels(site);
    expect(channels.tabs.map((c) => c.title)).toEqual(['News']);
    expect(channels.city.map((c) => Number(c.id))).toEqual([city, district]);
    expect(channels.regional.map((c) => Number(c.id))).toEqual([regional]);
    expect(channels.all).toHaveLength(4);
    expect(channels.all.find((c) => Number(c.id) === city)?.hasChildren).toBe(true);
    expect(channels.all.find((c) => Number(c.id) === news)?.hasChildren).toBe(false);
  });

  it('lists a channel’s children, and refuses a channel of another site', async () => {
    const parent = await rows().category();
    const child = await rows().category({ parent_id: parent });
    expect((await home().subList(site, String(parent))).map((c) => Number(c.id))).toEqual([child]);
    const russian = await rows().category({ site_id: 42 });
    await expect(home().subList(site, String(russian))).rejects.toEqual(refusal('error.noData'));
  });

  it('gives as many headlines as asked, newest first', async () => {
    const first = await rows().item({
      is_headline: 1,
      publish_date: fixture.data.clock.iso(-7_200_000),
    });
    const second = await rows().item({ is_headline: 1 });
    await rows().item({ is_headline: 0 });
    expect((await home().headlines(site, 2)).map((i) => Number(i.id))).toEqual([second, first]);
  });
});
