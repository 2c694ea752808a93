import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { AttentionRepository } from './AttentionRepository.ts';

describe.each(testEngines())('AttentionRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new AttentionRepository(data.db);

  async function counts(id: number) {
    return data.db
      .selectFrom('content')
      .select(['like_count', 'collect_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('adds a like once: a second add changes nothing, and the item counts it once', async () => {
    const item = await data.rows.item();
    const reader = await data.rows.user();
    expect(await repo().add(reader, TEST_SITE_ID, item, 'like', data.clock.iso())).toBe(true);
    expect(await repo().add(reader, TEST_SITE_ID, item, 'like', data.clock.iso())).toBe(false);
    expect(await counts(item)).toEqual({ like_count: 1, collect_count: 0 });
    expect(await repo().exists(reader, item, 'like')).toBe(true);
    expect(await repo().exists(reader, item, 'collect')).toBe(false);
  });

  it('keeps likes and collections apart, in their own counters', async () => {
    const item = await data.rows.item();
    const reader = await data.rows.user();
    await repo().add(reader, TEST_SITE_ID, item, 'collect', data.clock.iso());
    expect(await counts(item)).toEqual({ like_count: 0, collect_count: 1 });
  });

  it('takes a like back once: removing what is not there changes no counter', async () => {
    const item = await data.rows.item({ like_count: 4 });
    const reader = await data.rows.user();
    await repo().add(reader, TEST_SITE_ID, item, 'like', data.clock.iso());
    expect(await repo().remove(reader, item, 'like')).toBe(true);
    expect(await repo().remove(reader, item, 'like')).toBe(false);
    expect((await counts(item)).like_count).toBe(4);
  });

  it('lists a reader’s items of one type on one site, newest first, with the total', async () => {
    const reader = await data.rows.user();
    const items = [await data.rows.item(), await data.rows.item(), await data.rows.item()];
    for (const item of items)
      await repo().add(reader, TEST_SITE_ID, item, 'collect', data.clock.iso());
    await repo().add(reader, TEST_SITE_ID, items[0]!, 'like', data.clock.iso());
    const other = await data.rows.item({ site_id: 42 });
    await repo().add(reader, 42, other, 'collect', data.clock.iso());
    const page = await repo().listContentIds(reader, TEST_SITE_ID, 'collect', {
      pageNo: 1,
      pageSize: 2,
    });
    expect(page).toEqual({ ids: [items[2], items[1]], total: 3 });
  });

  it('counts a reader’s likes or collections across sites', async () => {
    const reader = await data.rows.user();
    await repo().add(reader, TEST_SITE_ID, await data.rows.item(), 'like', data.clock.iso());
    await repo().add(reader, 42, await data.rows.item({ site_id: 42 }), 'like', data.clock.iso());
    expect(await repo().count(reader, 'like')).toBe(2);
    expect(await repo().count(reader, 'collect')).toBe(0);
  });
});
