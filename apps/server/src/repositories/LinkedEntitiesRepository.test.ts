import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { LinkedEntitiesRepository } from './LinkedEntitiesRepository.ts';

describe.each(testEngines())('LinkedEntitiesRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new LinkedEntitiesRepository(data.db);

  it('keeps a topic’s sections in order, each item once in the place it first appears', async () => {
    const special = await data.rows.special();
    const [a, b, c] = [await data.rows.item(), await data.rows.item(), await data.rows.item()];
    await repo().replaceSections(special, [
      { title: 'First', itemIds: [b, a, b] },
      { title: 'Second', itemIds: [c] },
    ]);
    expect(await repo().sections(special)).toEqual([
      { title: 'First', itemIds: [b, a] },
      { title: 'Second', itemIds: [c] },
    ]);
    await repo().replaceSections(special, [{ title: 'Only', itemIds: [] }]);
    expect(await repo().sections(special)).toEqual([{ title: 'Only', itemIds: [] }]);
  });

  it('makes exactly the given videos a collection’s, in order, leaving its own item in it', async () => {
    const collection = await data.rows.collection();
    const list = await data.rows.item({ publish_type: 'SHIPINGLIST', collection_id: collection });
    const [a, b, c] = [
      await data.rows.item({ publish_type: 'SHIPING' }),
      await data.rows.item({ publish_type: 'SHIPING' }),
      await data.rows.item({ publish_type: 'SHIPING' }),
    ];
    await repo().setCollectionVideos(collection, [c, a]);
    expect(await repo().collectionVideoIds(collection)).toEqual([c, a]);
    await repo().setCollectionVideos(collection, [b]);
    expect(await repo().collectionVideoIds(collection)).toEqual([b]);
    expect(await repo().collectionItemId(collection)).toBe(list);
    expect(await repo().collectionItemId(collection + 1000)).toBeUndefined();
  });

  it('puts a video at the end of a collection, or takes it out', async () => {
    const collection = await data.rows.collection();
    const a = await data.rows.item({ publish_type: 'SHIPING' });
    const b = await data.rows.item({ publish_type: 'SHIPING' });
    await repo().moveVideo(a, collection);
    await repo().moveVideo(b, collection);
    expect(await repo().collectionVideoIds(collection)).toEqual([a, b]);
    await repo().moveVideo(a, null);
    expect(await repo().collectionVideoIds(collection)).toEqual([b]);
  });

  it('writes topics, collections and broadcasts, and sets their public status', async () => {
    const special = await repo().insertSpecial({
      site_id: 38,
      key: 'topic-new',
      title: 'Harbour week',
      description: '',
      banner_img: '[]',
      cover_img: '[]',
      is_banner: 0,
      sort: 0,
      publish_date: data.clock.iso(),
    });
    await repo().updateSpecial(special, { title: 'Harbour weeks' });
    await repo().setPublishStatus('specials', special, 'draft');
    expect(await repo().special(special)).toMatchObject({
      title: 'Harbour weeks',
      publish_status: 'draft',
    });
    const collection = await data.rows.collection();
    await repo().updateCollection(collection, { title: 'Renamed' });
    await repo().setPublishStatus('video_collections', collection, 'draft');
    expect(await repo().collection(collection)).toMatchObject({
      title: 'Renamed',
      publish_status: 'draft',
    });
  });

  it('keeps a broadcast’s segments in order and its host posts newest first', async () => {
    const live = await data.rows.live();
    await repo().replaceSegments(live, [
      { title: 'Opening', offsetSeconds: 0 },
      { title: 'Interview', offsetSeconds: 600 },
    ]);
    expect(await repo().segments(live)).toEqual([
      { title: 'Opening', offset_seconds: 0 },
      { title: 'Interview', offset_seconds: 600 },
    ]);
    const post = (content: string, at: number) =>
      repo().insertHostPost({
        live_id: live,
        kind: 'host',
        author: 'Host',
        content,
        image: '',
        created_at: data.clock.iso(at),
      });
    const first = await post('We are on air', 0);
    const second = await post('Guests arrive', 1000);
    expect((await repo().hostPosts(live)).map((p) => p.id)).toEqual([second, first]);
    expect(await repo().hostPost(live, first)).toMatchObject({ content: 'We are on air' });
    await repo().deleteHostPost(first);
    expect(await repo().hostPost(live, first)).toBeUndefined();
  });

  it('finds a host post only as a host post of that broadcast', async () => {
    const live = await data.rows.live();
    const other = await data.rows.live();
    const id = await repo().insertHostPost({
      live_id: live,
      kind: 'chat',
      author: 'Reader',
      content: 'Hi',
      image: '',
      created_at: data.clock.iso(),
    });
    expect(await repo().hostPost(live, id)).toBeUndefined();
    expect(await repo().hostPosts(live)).toEqual([]);
    const host = await repo().insertHostPost({
      live_id: live,
      kind: 'host',
      author: 'Host',
      content: 'Hello',
      image: '',
      created_at: data.clock.iso(),
    });
    expect(await repo().hostPost(other, host)).toBeUndefined();
  });
});
