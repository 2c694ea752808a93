import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { AccessStatisticsRepository } from './AccessStatisticsRepository.ts';

describe.each(testEngines())('AccessStatisticsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new AccessStatisticsRepository(data.db);

  const view = (siteId: number, at: string) =>
    repo().record({
      site_id: siteId,
      page: '/pages/index/index',
      content_id: null,
      device_id: 'device-1',
      platform: 'H5',
      created_at: at,
    });

  it('counts the page views of one site since a time, that time included', async () => {
    await view(TEST_SITE_ID, data.clock.iso(-2_000));
    await view(TEST_SITE_ID, data.clock.iso(-1_000));
    await view(TEST_SITE_ID, data.clock.iso());
    expect(await repo().countSince(TEST_SITE_ID, data.clock.iso(-1_000))).toBe(2);
  });

  it('does not count another site’s views', async () => {
    await view(42, data.clock.iso());
    expect(await repo().countSince(TEST_SITE_ID, data.clock.iso(-1_000))).toBe(0);
    expect(await repo().countSince(42, data.clock.iso(-1_000))).toBe(1);
  });
});
