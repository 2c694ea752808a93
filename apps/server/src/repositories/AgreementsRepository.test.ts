import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { AgreementsRepository } from './AgreementsRepository.ts';

const OTHER_SITE_ID = 37;

describe.each(testEngines())('AgreementsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new AgreementsRepository(data.db);
  const write = (version: number, fields: { site_id?: number; kind?: string } = {}) =>
    repo().insert({
      site_id: fields.site_id ?? TEST_SITE_ID,
      kind: fields.kind ?? 'user',
      version,
      body: `Version ${String(version)}`,
      created_at: data.clock.iso(version * 1000),
      created_by: null,
      created_by_name: 'editor',
    });

  it('finds no agreement in force before a site writes one', async () => {
    expect(await repo().current(TEST_SITE_ID, 'user')).toBeUndefined();
    expect(await repo().versions(TEST_SITE_ID, 'user')).toEqual([]);
  });

  it('has the highest version in force, whatever order the versions were written in', async () => {
    await write(2);
    await write(3);
    await write(1);
    expect(await repo().current(TEST_SITE_ID, 'user')).toMatchObject({
      version: 3,
      body: 'Version 3',
      created_by_name: 'editor',
    });
  });

  it('lists every version of one kind of one site, newest first', async () => {
    await write(1);
    await write(2);
    await write(1, { kind: 'privacy' });
    await write(5, { site_id: OTHER_SITE_ID });
    const versions = await repo().versions(TEST_SITE_ID, 'user');
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(await repo().current(OTHER_SITE_ID, 'privacy')).toBeUndefined();
  });

  it('refuses a second text under a version number already taken', async () => {
    await write(1);
    await expect(write(1)).rejects.toThrow();
  });
});
