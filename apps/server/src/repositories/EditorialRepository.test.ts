import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { EditorialRepository } from './EditorialRepository.ts';

const OTHER_SITE_ID = 37;
const MINUTE = 60_000;
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('EditorialRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new EditorialRepository(data.db);
  const listed = async (filter: Record<string, unknown> = {}) =>
    (await repo().list({ siteIds: [TEST_SITE_ID], ...filter }, firstPage)).rows.map((r) => r.id);

  it('finds an item in any status, with its channel and who created and last changed it', async () => {
    const creator = await data.rows.staff({ username: 'zhang' });
    const editor = await data.rows.staff({ username: 'li' });
    const channel = await data.rows.category({ title: 'Harbour' });
    const id = await data.rows.item({
      status: 'draft',
      category_id: channel,
      created_by: creator,
      updated_by: editor,
    });
    expect(await repo().find(id)).toMatchObject({
      id,
      status: 'draft',
      category_title: 'Harbour',
      created_by_name: 'zhang',
      updated_by_name: 'li',
    });
    const unsigned = await data.rows.item();
    expect(await repo().find(unsigned)).toMatchObject({ created_by_name: '', updated_by_name: '' });
    expect(await repo().find(unsigned + 1000)).toBeUndefined();
  });

  it('lists the sites’ items, last changed first, with the total', async () => {
    const older = await data.rows.item({ updated_at: data.clock.iso(-2 * MINUTE) });
    const newer = await data.rows.item({ updated_at: data.clock.iso(-MINUTE), status: 'draft' });
    await data.rows.item({ site_id: OTHER_SITE_ID });
    const page = await repo().list({ siteIds: [TEST_SITE_ID] }, { pageNo: 1, pageSize: 1 });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id)).toEqual([newer]);
    expect(await listed()).toEqual([newer, older]);
    expect(await listed({ siteIds: [] })).toEqual([]);
  });

  it('filters by channel, kind, status, author and words in the title or summary', async () => {
    const channel = await data.rows.category();
    const inChannel = await data.rows.item({ category_id: channel });
    const video = await data.rows.item({ publish_type: 'SHIPING' });
    const draft = await data.rows.item({ status: 'draft' });
    const byWang = await data.rows.item({ author: 'Wang Fang' });
    const ferry = await data.rows.item({ title: 'Night ferry returns' });
    const harbour = await data.rows.item({ description: 'A ferry for the harbour' });
    expect(await listed({ channelId: channel })).toEqual([inChannel]);
    expect(await listed({ publishType: 'SHIPING' })).toEqual([video]);
    expect(await listed({ status: 'draft' })).toEqual([draft]);
    expect(await listed({ author: 'wang' })).toEqual([byWang]);
    expect((await listed({ words: 'ferry' })).sort()).toEqual([ferry, harbour].sort());
  });

  it('moves an item on one version only from the version it was read at', async () => {
    const id = await data.rows.item();
    expect(await repo().bumpVersion(id, 1, { status: 'unpublished' })).toBe(true);
    expect(await repo().bumpVersion(id, 1, { status: 'published' })).toBe(false);
    expect(await repo().find(id)).toMatchObject({ version: 2, status: 'unpublished' });
  });

  it('claims the scheduled items that are due, publishing each once', async () => {
    const due = await data.rows.item({
      status: 'scheduled',
      publish_date: data.clock.iso(-MINUTE),
    });
    await data.rows.item({ status: 'scheduled', publish_date: data.clock.iso(MINUTE) });
    await data.rows.item({ status: 'draft', publish_date: data.clock.iso(-MINUTE) });
    expect(await repo().claimDue(data.clock.iso())).toEqual([
      { id: due, site_id: TEST_SITE_ID, version: 2 },
    ]);
    expect(await repo().claimDue(data.clock.iso())).toEqual([]);
    expect(await repo().find(due)).toMatchObject({
      status: 'published',
      updated_at: data.clock.iso(),
    });
  });

  it('finds, among ids, the items of one site only', async () => {
    const mine = await data.rows.item({ publish_type: 'SHIPING' });
    const theirs = await data.rows.item({ site_id: OTHER_SITE_ID });
    expect(await repo().itemsOfSite(TEST_SITE_ID, [mine, theirs])).toEqual([
      { id: mine, publish_type: 'SHIPING', collection_id: null },
    ]);
    expect(await repo().itemsOfSite(TEST_SITE_ID, [])).toEqual([]);
  });

  it('gives the brief of an item a moderator decides about, and points an item at what it opens', async () => {
    const id = await data.rows.item({ title: 'Ferry', author: 'Li', status: 'draft' });
    expect(await repo().brief(id)).toEqual({
      id,
      site_id: TEST_SITE_ID,
      title: 'Ferry',
      author: 'Li',
      status: 'draft',
    });
    const special = await data.rows.special();
    await repo().setLinks(id, { special_id: special });
    expect(await repo().find(id)).toMatchObject({ special_id: special, collection_id: null });
    expect(await repo().brief(id + 1000)).toBeUndefined();
  });
});
