import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { CategoriesRepository } from './CategoriesRepository.ts';

describe.each(testEngines())('CategoriesRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new CategoriesRepository(data.db);

  it('lists a site’s top-level channels in display order, ties by id', async () => {
    const third = await data.rows.category({ sort: 3 });
    const first = await data.rows.category({ sort: 1 });
    const secondA = await data.rows.category({ sort: 2 });
    const secondB = await data.rows.category({ sort: 2 });
    await data.rows.category({ sort: 0, parent_id: first });
    await data.rows.category({ sort: 0, site_id: 42 });
    expect((await repo().list(TEST_SITE_ID)).map((c) => c.id)).toEqual([
      first,
      secondA,
      secondB,
      third,
    ]);
  });

  it('lists the children of a channel when asked, and every channel with listAll', async () => {
    const city = await data.rows.category({ kind: 'city', sort: 1 });
    const north = await data.rows.category({ parent_id: city, sort: 2 });
    const south = await data.rows.category({ parent_id: city, sort: 1 });
    expect((await repo().list(TEST_SITE_ID, city)).map((c) => c.id)).toEqual([south, north]);
    expect((await repo().listAll(TEST_SITE_ID)).map((c) => c.id)).toEqual([city, south, north]);
  });

  it('finds a channel by id or key only within its own site', async () => {
    const id = await repo().insert({
      site_id: TEST_SITE_ID,
      parent_id: null,
      key: 'harbour',
      title: 'Harbour',
      kind: 'news',
      is_tab: 1,
      is_home_column: 1,
      sort: 1,
      domain: 'harbour',
      latitude: 36.07,
      longitude: 120.38,
    });
    expect(await repo().find(TEST_SITE_ID, id)).toMatchObject({
      title: 'Harbour',
      latitude: 36.07,
    });
    expect(await repo().findByKey(TEST_SITE_ID, 'harbour')).toMatchObject({ id });
    expect(await repo().find(42, id)).toBeUndefined();
    expect(await repo().findByKey(42, 'harbour')).toBeUndefined();
  });
});
