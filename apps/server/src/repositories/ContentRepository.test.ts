import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { ContentRepository } from './ContentRepository.ts';

const HOUR = 3_600_000;

describe.each(testEngines())('ContentRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new ContentRepository(data.db);
  const now = () => data.clock.iso();
  const page = (pageNo: number, pageSize: number) => ({ pageNo, pageSize });

  it('finds a published item with its channel’s title and domain', async () => {
    const channel = await data.rows.category({ title: 'Harbour', domain: 'harbour' });
    const id = await data.rows.item({ category_id: channel, title: 'New ferry' });
    expect(await repo().find(TEST_SITE_ID, id, now())).toMatchObject({
      title: 'New ferry',
      category_title: 'Harbour',
      category_domain: 'harbour',
    });
  });

  it('does not find drafts, items scheduled for later, or another site’s items', async () => {
    const draft = await data.rows.item({ status: 'draft' });
    const scheduled = await data.rows.item({ publish_date: data.clock.iso(HOUR) });
    const russian = await data.rows.item({ site_id: 42 });
    for (const id of [draft, scheduled, russian])
      expect(await repo().find(TEST_SITE_ID, id, now())).toBeUndefined();
    data.clock.advance(2 * HOUR);
    expect(await repo().find(TEST_SITE_ID, scheduled, now())).toBeDefined();
  });

  it('finds many items in the order asked for, leaving out those it cannot show', async () => {
    const a = await data.rows.item();
    const b = await data.rows.item();
    const hidden = await data.rows.item({ status: 'draft' });
    const found = await repo().findMany(TEST_SITE_ID, [b, hidden, a, 999_999], now());
    expect(found.map((r) => r.id)).toEqual([b, a]);
    expect(await repo().findMany(TEST_SITE_ID, [], now())).toEqual([]);
  });

  it('lists newest first by publish time, then by id, with the total of all matches', async () => {
    const channel = await data.rows.category();
    const older = await data.rows.item({
      category_id: channel,
      publish_date: data.clock.iso(-HOUR),
    });
    const sameTimeA = await data.rows.item({ category_id: channel });
    const sameTimeB = await data.rows.item({
      category_id: channel,
      publish_date: data.clock.iso(-60_000),
    });
    const list = await repo().list(TEST_SITE_ID, {}, page(1, 2), now());
    expect(list.total).toBe(3);
    expect(list.rows.map((r) => r.id)).toEqual([sameTimeB, sameTimeA]);
    const second = await repo().list(TEST_SITE_ID, {}, page(2, 2), now());
    expect(second.rows.map((r) => r.id)).toEqual([older]);
  });

  it('filters by channels, publish types, headline, banner, collection and excluded ids', async () => {
    const news = await data.rows.category();
    const video = await data.rows.category({ kind: 'video' });
    const collection = await data.rows.collection();
    const headline = await data.rows.item({ category_id: news, is_headline: 1 });
    const banner = await data.rows.item({ category_id: news, is_banner: 1 });
    const clip = await data.rows.item({
      category_id: video,
      publish_type: 'SHIPING',
      collection_id: collection,
    });
    const ids = async (filter: Parameters<ContentRepository['list']>[1]) =>
      (await repo().list(TEST_SITE_ID, filter, page(1, 10), now())).rows.map((r) => r.id).sort();
    expect(await ids({ categoryIds: [video] })).toEqual([clip]);
    expect(await ids({ publishTypes: ['SHIPING'] })).toEqual([clip]);
    expect(await ids({ headline: true })).toEqual([headline]);
    expect(await ids({ banner: true })).toEqual([banner]);
    expect(await ids({ collectionId: collection })).toEqual([clip]);
    expect(await ids({ categoryIds: [news], excludeIds: [banner] })).toEqual([headline]);
  });

  it('matches nothing for an empty list of channels or types, rather than everything', async () => {
    await data.rows.item();
    expect((await repo().list(TEST_SITE_ID, { categoryIds: [] }, page(1, 10), now())).total).toBe(
      0,
    );
    expect((await repo().list(TEST_SITE_ID, { publishTypes: [] }, page(1, 10), now())).total).toBe(
      0,
    );
  });

  it('gives the newest items up to a limit, with their channels, without counting', async () => {
    const channel = await data.rows.category({ title: 'City' });
    const first = await data.rows.item({
      category_id: channel,
      publish_date: data.clock.iso(-HOUR),
    });
    const second = await data.rows.item({ category_id: channel });
    await data.rows.item({ category_id: channel, publish_date: data.clock.iso(-2 * HOUR) });
    const rows = await repo().newest(TEST_SITE_ID, { categoryIds: [channel] }, 2, now());
    expect(rows.map((r) => [r.id, r.category_title])).toEqual([
      [second, 'City'],
      [first, 'City'],
    ]);
  });

  it('keeps an item’s pictures in their order, and replaces them as a whole', async () => {
    const id = await data.rows.item();
    const picture = (position: number) => ({
      content_id: id,
      position,
      url: `/media/${String(position)}.jpg`,
      caption: `Picture ${String(position)}`,
      width: 800,
      height: 600,
    });
    await repo().insertImages([picture(2), picture(1)]);
    expect((await repo().images(id)).map((i) => i.position)).toEqual([1, 2]);
    await repo().replaceImages(id, [picture(5)]);
    expect((await repo().images(id)).map((i) => i.url)).toEqual(['/media/5.jpg']);
  });

  it('lists a collection’s videos in their place within it, and counts each collection', async () => {
    const collection = await data.rows.collection();
    const second = await data.rows.item({
      publish_type: 'SHIPING',
      collection_id: collection,
      collection_position: 2,
    });
    const first = await data.rows.item({
      publish_type: 'SHIPING',
      collection_id: collection,
      collection_position: 1,
    });
    await data.rows.item({ publish_type: 'TUWEN', collection_id: collection });
    await data.rows.item({ publish_type: 'SHIPING', collection_id: collection, status: 'draft' });
    const videos = await repo().collectionVideos(TEST_SITE_ID, collection, now());
    expect(videos.map((v) => v.id)).toEqual([first, second]);
    expect(await repo().countCollectionVideos(TEST_SITE_ID, now())).toEqual(
      new Map([[collection, 2]]),
    );
  });

  it('adds to a counter in one statement and answers the new value', async () => {
    const id = await data.rows.item({ share_count: 5, comment_count: 1 });
    expect(await repo().addToCount(id, 'share_count', 1)).toBe(6);
    expect(await repo().addToCount(id, 'comment_count', -1)).toBe(0);
    expect(await repo().addHits(id)).toBe(1);
    expect(await repo().addHits(id, 3)).toBe(4);
    expect(await repo().addToCount(999_999, 'share_count', 1)).toBe(0);
  });

  it('loses no share when many are added at once', async () => {
    const id = await data.rows.item();
    await Promise.all(Array.from({ length: 20 }, () => repo().addToCount(id, 'share_count', 1)));
    expect((await repo().find(TEST_SITE_ID, id, now()))?.share_count).toBe(20);
  });

  it('inserts, finds by key with its source fingerprint, and updates an item', async () => {
    const channel = await data.rows.category();
    const id = await repo().insert({
      site_id: TEST_SITE_ID,
      category_id: channel,
      key: 'feed:42',
      publish_type: 'TUWEN',
      title: 'Imported',
      source_hash: 'abc',
      publish_date: data.clock.iso(-HOUR),
      created_at: now(),
      updated_at: now(),
    });
    expect(await repo().findByKey(TEST_SITE_ID, 'feed:42')).toEqual({ id, source_hash: 'abc' });
    await repo().update(id, { title: 'Imported again' });
    expect((await repo().find(TEST_SITE_ID, id, now()))?.title).toBe('Imported again');
    expect(await repo().idsOfSite(TEST_SITE_ID)).toEqual([id]);
    expect(await repo().idsOfSite(42)).toEqual([]);
  });
});
