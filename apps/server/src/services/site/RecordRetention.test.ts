import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoriesOver } from '../Repositories.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { TestClock } from '../../testing/TestClock.ts';
import { testEngines, type TestDatabase } from '../../testing/testDatabases.ts';
import { RecordRetention } from './RecordRetention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines())('anonymous records past their retention on $name', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('removes page views after 90 days and share records after 400, a batch per turn', async () => {
    const now = new Date('2026-12-07T12:00:00.000Z');
    const ago = (days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();
    const view = (days: number) => ({
      site_id: 1,
      page: 'home',
      content_id: null,
      device_id: 'ip:198.51.100.7',
      platform: 'H5',
      created_at: ago(days),
    });
    const share = (days: number) => ({
      site_id: 1,
      spm: '7.1.0.1.1',
      sharer_user_id: 7,
      page_code: 1,
      page_id: '0',
      platform_index: 1,
      source: 1,
      visitor_user_id: null,
      created_at: ago(days),
    });
    await database.db
      .insertInto('access_statistics')
      .values([view(200), view(120), view(91), view(89), view(1)])
      .execute();
    await database.db
      .insertInto('shares')
      .values([share(500), share(401), share(399), share(30)])
      .execute();
    const retention = new RecordRetention(
      repositoriesOver(database.db, database.dialect),
      new TestClock(now.toISOString()),
      {
        pageViewDays: 90,
        shareDays: 400,
        batch: 2,
      },
    );
    // Three page views are past 90 days: two go in the first turn, which says more are left.
    expect(await retention.prune()).toBe(true);
    expect(await retention.prune()).toBe(false);
    const views = await database.db.selectFrom('access_statistics').select('created_at').execute();
    expect(views.map((v) => v.created_at).sort()).toEqual([ago(89), ago(1)].sort());
    const shares = await database.db.selectFrom('shares').select('created_at').execute();
    expect(shares.map((s) => s.created_at).sort()).toEqual([ago(399), ago(30)].sort());
  });
});
