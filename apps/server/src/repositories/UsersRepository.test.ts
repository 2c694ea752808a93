import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { UsersRepository } from './UsersRepository.ts';

describe.each(testEngines())('UsersRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new UsersRepository(data.db);

  const insert = (username: string, status = 'pending', created = data.clock.iso()) =>
    repo().insert({
      username,
      password_hash: 'hash',
      status,
      site_id: TEST_SITE_ID,
      created_at: created,
      updated_at: created,
    });

  it('finds a reader by id, and by username whatever its case', async () => {
    const id = await insert('reader_li');
    expect(await repo().find(id)).toMatchObject({ username: 'reader_li', status: 'pending' });
    expect(await repo().findByUsername('Reader_LI')).toMatchObject({ id });
    expect(await repo().findByUsername('reader_wang')).toBeUndefined();
  });

  it('finds a reader by the messaging app’s openid', async () => {
    const id = await data.rows.user({ wx_openid: 'o-123' });
    expect(await repo().findByOpenId('o-123')).toMatchObject({ id });
    expect(await repo().findByOpenId('o-456')).toBeUndefined();
  });

  it('changes only the fields given', async () => {
    const id = await data.rows.user({ name: 'Li', bio: 'Ferries' });
    await repo().update(id, { name: 'Li Wei' });
    expect(await repo().find(id)).toMatchObject({ name: 'Li Wei', bio: 'Ferries' });
  });

  it('pages the accounts in a status oldest first, each page after the last id seen', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await insert(`pending_${String(i)}`));
    await insert('active_one', 'active');
    const first = await repo().byStatusPage('pending', { size: 2 });
    expect(first.map((u) => u.id)).toEqual(ids.slice(0, 2));
    const second = await repo().byStatusPage('pending', { size: 2, after: first[1]?.id });
    expect(second.map((u) => u.id)).toEqual(ids.slice(2, 4));
  });

  it('lists the accounts in a status since a time, by registration or by deactivation request', async () => {
    const old = await insert('old_reader', 'deactivating', data.clock.iso(-60_000));
    const recent = await insert('new_reader', 'deactivating', data.clock.iso());
    await repo().update(old, { deactivation_requested_at: data.clock.iso() });
    const since = data.clock.iso(-1_000);
    const ids = async (dated?: 'created_at' | 'deactivation_requested_at') =>
      (await repo().byStatusPage('deactivating', { size: 10, since }, dated)).map((u) => u.id);
    expect(await ids()).toEqual([recent]);
    expect(await ids('deactivation_requested_at')).toEqual([old]);
  });
});
