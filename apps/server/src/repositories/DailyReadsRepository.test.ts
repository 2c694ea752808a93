import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { DailyReadsRepository } from './DailyReadsRepository.ts';

const OTHER_SITE_ID = 37;

describe.each(testEngines())('DailyReadsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new DailyReadsRepository(data.db);
  const read = async (id: number, day: string, times = 1, siteId = TEST_SITE_ID) => {
    for (let i = 0; i < times; i += 1) await repo().add(id, siteId, day);
  };

  it('counts every read of an item on its day, on one row per item and day', async () => {
    const item = await data.rows.item({ title: 'Ferry' });
    await read(item, '2026-03-02', 3);
    await read(item, '2026-03-01', 2);
    const rows = await data.db
      .selectFrom('content_daily_reads')
      .select(['day', 'reads'])
      .orderBy('day')
      .execute();
    expect(rows).toEqual([
      { day: '2026-03-01', reads: 2 },
      { day: '2026-03-02', reads: 3 },
    ]);
  });

  it('lists the most read items from a day on, most reads first, newest first on a tie', async () => {
    const a = await data.rows.item({ title: 'A' });
    const b = await data.rows.item({ title: 'B' });
    const c = await data.rows.item({ title: 'C' });
    await read(a, '2026-03-01', 1);
    await read(a, '2026-03-02', 3);
    await read(b, '2026-03-02', 4);
    await read(c, '2026-03-02', 4);
    await read(c, '2026-02-20', 50);
    expect(await repo().mostRead([TEST_SITE_ID], '2026-03-01', 10)).toEqual([
      { id: c, site_id: TEST_SITE_ID, title: 'C', reads: 4 },
      { id: b, site_id: TEST_SITE_ID, title: 'B', reads: 4 },
      { id: a, site_id: TEST_SITE_ID, title: 'A', reads: 4 },
    ]);
    expect(await repo().mostRead([TEST_SITE_ID], '2026-03-01', 1)).toHaveLength(1);
  });

  it('keeps to the sites asked for', async () => {
    const mine = await data.rows.item();
    const theirs = await data.rows.item({ site_id: OTHER_SITE_ID });
    await read(mine, '2026-03-02');
    await read(theirs, '2026-03-02', 5, OTHER_SITE_ID);
    expect((await repo().mostRead([TEST_SITE_ID], '2026-03-02', 10)).map((r) => r.id)).toEqual([
      mine,
    ]);
    expect(await repo().mostRead([], '2026-03-02', 10)).toEqual([]);
  });
});
