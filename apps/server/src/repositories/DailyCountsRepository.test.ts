import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { DailyCountsRepository } from './DailyCountsRepository.ts';

const OTHER_SITE_ID = 37;

describe.each(testEngines())('DailyCountsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new DailyCountsRepository(data.db);

  it('counts registrations per UTC day of the sites, from the first day asked', async () => {
    await data.rows.user({ created_at: '2026-03-01T23:59:59.000Z' });
    await data.rows.user({ created_at: '2026-03-02T00:00:00.000Z' });
    await data.rows.user({ created_at: '2026-03-02T12:00:00.000Z' });
    await data.rows.user({ created_at: '2026-02-28T12:00:00.000Z' });
    await data.rows.user({ created_at: '2026-03-02T12:00:00.000Z', site_id: OTHER_SITE_ID });
    expect(await repo().perDay('users', [TEST_SITE_ID], '2026-03-01')).toEqual(
      new Map([
        ['2026-03-01', 1],
        ['2026-03-02', 2],
      ]),
    );
    expect(await repo().perDay('users', [TEST_SITE_ID, OTHER_SITE_ID], '2026-03-02')).toEqual(
      new Map([['2026-03-02', 3]]),
    );
  });

  it('counts comments the same way, and nothing for no site', async () => {
    const item = await data.rows.item();
    const user = await data.rows.user();
    await data.rows.comment({
      content_id: item,
      user_id: user,
      created_at: '2026-03-02T01:00:00.000Z',
    });
    expect(await repo().perDay('comments', [TEST_SITE_ID], '2026-03-01')).toEqual(
      new Map([['2026-03-02', 1]]),
    );
    expect(await repo().perDay('comments', [], '2026-03-01')).toEqual(new Map());
  });
});
