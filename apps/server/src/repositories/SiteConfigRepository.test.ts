import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { SiteConfigRepository } from './SiteConfigRepository.ts';

const HOUR = 3_600_000;

describe.each(testEngines())('SiteConfigRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new SiteConfigRepository(data.db);

  it('gives the ads of a position running now, in the editors’ order', async () => {
    const second = await data.rows.ad({ sort: 2 });
    const first = await data.rows.ad({ sort: 1 });
    await data.rows.ad({ position: 'popup' });
    await data.rows.ad({ site_id: 42 });
    const active = await repo().activeAds(TEST_SITE_ID, 'banner', data.clock.iso());
    expect(active.map((a) => a.id)).toEqual([first, second]);
  });

  it('runs an ad from its start, included, to its end, excluded', async () => {
    const id = await data.rows.ad({
      start_at: data.clock.iso(HOUR),
      end_at: data.clock.iso(2 * HOUR),
    });
    const at = async (offset: number) =>
      (await repo().activeAds(TEST_SITE_ID, 'banner', data.clock.iso(offset))).map((a) => a.id);
    expect(await at(HOUR - 1)).toEqual([]);
    expect(await at(HOUR)).toEqual([id]);
    expect(await at(2 * HOUR)).toEqual([]);
  });

  it('gives the memorial day running now, if any', async () => {
    await repo().insertMemorialDay({
      site_id: TEST_SITE_ID,
      title: 'Day of remembrance',
      start_at: data.clock.iso(-HOUR),
      end_at: data.clock.iso(HOUR),
    });
    expect(await repo().activeMemorialDay(TEST_SITE_ID, data.clock.iso())).toMatchObject({
      title: 'Day of remembrance',
    });
    expect(await repo().activeMemorialDay(TEST_SITE_ID, data.clock.iso(HOUR))).toBeUndefined();
    expect(await repo().activeMemorialDay(42, data.clock.iso())).toBeUndefined();
  });

  it('sets a switch once per site and key: setting it again changes its value', async () => {
    await repo().setSwitch(TEST_SITE_ID, 'commentEnabled', 'true');
    await repo().setSwitch(TEST_SITE_ID, 'commentEnabled', 'false');
    await repo().setSwitch(TEST_SITE_ID, 'autoLogin', 'true');
    await repo().setSwitch(42, 'commentEnabled', 'true');
    expect(await repo().switches(TEST_SITE_ID)).toEqual({
      commentEnabled: 'false',
      autoLogin: 'true',
    });
  });

  it('gives a site’s hot words in order, at most as many as asked', async () => {
    await repo().insertHotWords([
      { site_id: TEST_SITE_ID, word: 'ferry', sort: 2 },
      { site_id: TEST_SITE_ID, word: 'festival', sort: 1 },
      { site_id: TEST_SITE_ID, word: 'tide', sort: 3 },
      { site_id: 42, word: 'паром', sort: 0 },
    ]);
    expect(await repo().hotWords(TEST_SITE_ID)).toEqual(['festival', 'ferry', 'tide']);
    expect(await repo().hotWords(TEST_SITE_ID, 2)).toEqual(['festival', 'ferry']);
  });

  it('gives the highest version published for a platform', async () => {
    const version = (platform: string, code: number) =>
      repo().insertAppVersion({
        platform,
        version: `1.${String(code)}`,
        version_code: code,
        notes: '',
        url: '',
        is_force: 0,
        published_at: data.clock.iso(),
      });
    await version('App', 165);
    await version('App', 170);
    await version('H5', 180);
    expect(await repo().latestAppVersion('App')).toMatchObject({ version_code: 170 });
    expect(await repo().latestAppVersion('wxOfficialAccount')).toBeUndefined();
  });
});
