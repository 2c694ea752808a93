import { describe, expect, it } from 'vitest';
import { SITES } from '@news/contract/sites';
import { testEngines } from '../testing/testDatabases.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { SitesRepository } from './SitesRepository.ts';

describe.each(testEngines())('SitesRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new SitesRepository(data.db);

  it('has a row for each of the five sites from the first migration on, by id', async () => {
    const rows = await repo().list();
    expect(rows.map((r) => [r.id, r.lang])).toEqual(
      SITES.map((s) => [s.id, s.lang]).sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('updates a site’s name and address without touching when it was seeded', async () => {
    await repo().markSeeded(38, data.clock.iso());
    await repo().upsert({
      id: 38,
      lang: 'en',
      name: 'Harbour News',
      appUrl: 'https://en.example.com/enapi',
    });
    expect(await repo().find(38)).toEqual({
      id: 38,
      lang: 'en',
      name: 'Harbour News',
      app_url: 'https://en.example.com/enapi',
      seeded_at: data.clock.iso(),
    });
  });

  it('creates a site it does not have yet, not yet seeded', async () => {
    await repo().upsert({ id: 99, lang: 'xx', name: 'Test site', appUrl: '' });
    expect(await repo().find(99)).toMatchObject({ name: 'Test site', seeded_at: null });
    await data.db.deleteFrom('sites').where('id', '=', 99).execute();
  });

  // A language added to the contract after the database was made (docs/architecture.md,
  // "Adding a language") gets its row at the next start, and the rows there stay as they are.
  it('writes the row of a site the table lacks and leaves the others as they are', async () => {
    await repo().upsert({ id: 38, lang: 'en', name: 'Harbour News', appUrl: '' });
    const added = { id: 98, lang: 'de', name: 'Nachrichten aus Shandong' };
    await repo().ensureRows([...SITES, added]);
    await repo().ensureRows([...SITES, added]);
    expect(await repo().find(98)).toEqual({
      id: 98,
      lang: 'de',
      name: 'Nachrichten aus Shandong',
      app_url: '',
      seeded_at: null,
    });
    expect((await repo().find(38))?.name).toBe('Harbour News');
    expect(await repo().list()).toHaveLength(SITES.length + 1);
    await data.db.deleteFrom('sites').where('id', '=', 98).execute();
  });
});
