import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { CollectionsRepository } from './CollectionsRepository.ts';

describe.each(testEngines())('CollectionsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new CollectionsRepository(data.db);

  it('lists a site’s video collections in the editors’ order', async () => {
    const second = await data.rows.collection({ sort: 2 });
    const first = await repo().insert({
      site_id: TEST_SITE_ID,
      key: 'ferries',
      title: 'Ferries',
      description: 'Every crossing',
      cover: '/media/ferry.jpg',
      sort: 1,
      created_at: data.clock.iso(),
    });
    await data.rows.collection({ site_id: 42, sort: 0 });
    expect((await repo().list(TEST_SITE_ID)).map((c) => c.id)).toEqual([first, second]);
  });

  it('finds a collection only within its own site', async () => {
    const id = await data.rows.collection({ title: 'Festival' });
    expect(await repo().find(TEST_SITE_ID, id)).toMatchObject({ title: 'Festival' });
    expect(await repo().find(42, id)).toBeUndefined();
  });
});
