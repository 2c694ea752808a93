import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { RevisionsRepository } from './RevisionsRepository.ts';

describe.each(testEngines())('RevisionsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new RevisionsRepository(data.db);
  const append = (contentId: number, title: string) =>
    repo().append({
      content_id: contentId,
      action: 'save',
      title,
      snapshot: JSON.stringify({ title }),
      staff_id: null,
      staff_name: 'editor.li',
      created_at: data.clock.iso(),
    });

  it('numbers an item’s revisions from 1, each item on its own', async () => {
    const a = await data.rows.item();
    const b = await data.rows.item();
    expect(await append(a, 'first')).toBe(1);
    expect(await append(a, 'second')).toBe(2);
    expect(await append(b, 'other')).toBe(1);
  });

  it('lists an item’s revisions newest first, without their snapshots', async () => {
    const item = await data.rows.item();
    await append(item, 'first');
    await append(item, 'second');
    const list = await repo().list(item);
    expect(list.map((r) => [r.revision, r.title, r.staff_name])).toEqual([
      [2, 'second', 'editor.li'],
      [1, 'first', 'editor.li'],
    ]);
    expect(list[0]).not.toHaveProperty('snapshot');
  });

  it('finds one revision with its snapshot, and none of another item', async () => {
    const item = await data.rows.item();
    const other = await data.rows.item();
    await append(item, 'first');
    expect(await repo().find(item, 1)).toMatchObject({ snapshot: '{"title":"first"}' });
    expect(await repo().find(other, 1)).toBeUndefined();
    expect(await repo().find(item, 2)).toBeUndefined();
  });

  it('refuses two revisions of one item under the same number', async () => {
    const item = await data.rows.item();
    await append(item, 'first');
    await expect(
      data.db
        .insertInto('content_revisions')
        .values({
          content_id: item,
          revision: 1,
          action: 'save',
          title: 'again',
          snapshot: '{}',
          staff_id: null,
          staff_name: '',
          created_at: data.clock.iso(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});
