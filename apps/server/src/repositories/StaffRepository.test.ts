import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { StaffRepository } from './StaffRepository.ts';

describe.each(testEngines())('StaffRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new StaffRepository(data.db);

  it('finds active staff by id and username, and lists them by name', async () => {
    const zhang = await data.rows.staff({ username: 'zhang' });
    await data.rows.staff({ username: 'anna' });
    expect(await repo().find(zhang)).toMatchObject({ username: 'zhang', role: 'editor' });
    expect(await repo().findByUsername('anna')).toMatchObject({ username: 'anna' });
    expect((await repo().list()).map((s) => s.username)).toEqual(['anna', 'zhang']);
  });

  it('does not find a removed staff member by any way in', async () => {
    const gone = await data.rows.staff({ username: 'gone', status: 'removed' });
    expect(await repo().find(gone)).toBeUndefined();
    expect(await repo().findByUsername('gone')).toBeUndefined();
    expect(await repo().list()).toEqual([]);
  });

  it('counts the active admins only', async () => {
    await data.rows.staff({ role: 'admin' });
    await data.rows.staff({ role: 'admin', status: 'removed' });
    await data.rows.staff({ role: 'editor' });
    expect(await repo().countAdmins()).toBe(1);
  });

  it('takes a second-factor time step once: an older or the same step is refused', async () => {
    const id = await data.rows.staff();
    expect(await repo().takeTotpStep(id, 100)).toBe(true);
    expect(await repo().takeTotpStep(id, 100)).toBe(false);
    expect(await repo().takeTotpStep(id, 99)).toBe(false);
    expect(await repo().takeTotpStep(id, 101)).toBe(true);
  });

  it('replaces the sites a staff member works on, and reads them per member', async () => {
    const a = await data.rows.staff({}, [TEST_SITE_ID]);
    const b = await data.rows.staff({}, []);
    await repo().setSites(a, [42, 37]);
    expect(await repo().siteIds([a, b])).toEqual(new Map([[a, [37, 42]]]));
    await repo().setSites(a, []);
    expect(await repo().siteIds([a])).toEqual(new Map());
    expect(await repo().siteIds([])).toEqual(new Map());
  });

  it('changes the fields given and refuses a username twice', async () => {
    const id = await data.rows.staff({ username: 'li' });
    await repo().update(id, { role: 'moderator', updated_at: data.clock.iso() });
    expect(await repo().find(id)).toMatchObject({ username: 'li', role: 'moderator' });
    await expect(data.rows.staff({ username: 'li' })).rejects.toThrow();
  });
});
