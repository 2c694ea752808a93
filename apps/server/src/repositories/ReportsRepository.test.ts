import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { ReportsRepository } from './ReportsRepository.ts';

const OTHER_SITE_ID = 37;
const MINUTE = 60_000;
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('ReportsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new ReportsRepository(data.db);
  const readers = (n: number) => Promise.all(Array.from({ length: n }, () => data.rows.user()));

  it('groups open reports by what they report, the most reported first', async () => {
    const [a, b, c] = await readers(3);
    const item = await data.rows.item();
    const comment = await data.rows.comment({ content_id: item, user_id: a ?? 0 });
    for (const user of [a, b, c])
      await data.rows.report({ user_id: user ?? 0, target_type: 'comment', target_id: comment });
    await data.rows.report({
      user_id: a ?? 0,
      target_type: 'content',
      target_id: item,
      created_at: data.clock.iso(MINUTE),
    });
    const page = await repo().groups({ siteIds: [TEST_SITE_ID], state: 'open' }, firstPage);
    expect(page).toEqual({
      total: 2,
      rows: [
        {
          target_type: 'comment',
          target_id: comment,
          site_id: TEST_SITE_ID,
          n: 3,
          first_at: data.clock.iso(),
          last_at: data.clock.iso(),
        },
        {
          target_type: 'content',
          target_id: item,
          site_id: TEST_SITE_ID,
          n: 1,
          first_at: data.clock.iso(MINUTE),
          last_at: data.clock.iso(MINUTE),
        },
      ],
    });
  });

  it('filters groups by state, kind of target, reason and site', async () => {
    const [a, b] = await readers(2);
    const item = await data.rows.item();
    const theirs = await data.rows.item({ site_id: OTHER_SITE_ID });
    await data.rows.report({ user_id: a ?? 0, target_type: 'content', target_id: item });
    await data.rows.report({
      user_id: b ?? 0,
      target_type: 'content',
      target_id: item,
      reason: 'falseInformation',
    });
    await data.rows.report({
      user_id: a ?? 0,
      target_type: 'content',
      target_id: theirs,
      site_id: OTHER_SITE_ID,
    });
    const groups = async (filter: Record<string, unknown>) =>
      (await repo().groups({ siteIds: [TEST_SITE_ID], state: 'open', ...filter }, firstPage)).rows;
    expect((await groups({ reason: 'falseInformation' })).map((g) => g.n)).toEqual([1]);
    expect(await groups({ targetType: 'comment' })).toEqual([]);
    expect(await groups({ state: 'dismissed' })).toEqual([]);
    expect(await groups({ siteIds: [] })).toEqual([]);
    expect(await repo().openTargets([TEST_SITE_ID, OTHER_SITE_ID])).toBe(2);
  });

  it('gives the reports of targets in a state, newest first, with their reasons and words', async () => {
    const [a, b] = await readers(2);
    const item = await data.rows.item();
    await data.rows.report({
      user_id: a ?? 0,
      target_type: 'content',
      target_id: item,
      detail: 'Old',
    });
    await data.rows.report({
      user_id: b ?? 0,
      target_type: 'content',
      target_id: item,
      reason: 'falseInformation',
      detail: 'New',
    });
    const reports = await repo().ofTargets([{ type: 'content', id: item }], 'open');
    expect(reports.map((r) => [r.reason, r.detail])).toEqual([
      ['falseInformation', 'New'],
      ['spamAd', 'Old'],
    ]);
    expect(await repo().ofTargets([], 'open')).toEqual([]);
  });

  it('closes a target’s open reports once, with who and when, and knows their site', async () => {
    const [a, b] = await readers(2);
    const item = await data.rows.item();
    const target = { type: 'content', id: item };
    await data.rows.report({ user_id: a ?? 0, target_type: 'content', target_id: item });
    await data.rows.report({ user_id: b ?? 0, target_type: 'content', target_id: item });
    const staff = await data.rows.staff();
    expect(await repo().siteOf(target)).toBe(TEST_SITE_ID);
    expect(await repo().close(target, 'hidden', data.clock.iso(), staff)).toBe(2);
    expect(await repo().close(target, 'dismissed', data.clock.iso(), staff)).toBe(0);
    const rows = await data.db
      .selectFrom('reports')
      .select(['status', 'handled_at', 'handled_by'])
      .execute();
    expect(rows).toEqual([
      { status: 'hidden', handled_at: data.clock.iso(), handled_by: staff },
      { status: 'hidden', handled_at: data.clock.iso(), handled_by: staff },
    ]);
    expect(await repo().siteOf({ type: 'comment', id: item })).toBeUndefined();
  });
});
