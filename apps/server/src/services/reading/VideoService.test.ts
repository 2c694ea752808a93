import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const site = siteByLang('en');
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('VideoService on $name', (engine) => {
  const fixture = useServices(engine);
  const video = () => fixture.services.video;
  const rows = () => fixture.data.rows;
  const clip = (fields: Parameters<ReturnType<typeof rows>['item']>[0] = {}) =>
    rows().item({ publish_type: 'SHIPING', ...fields });

  it('lists only videos, of a channel or a collection when asked', async () => {
    const channel = await rows().category({ kind: 'video' });
    const collection = await rows().collection();
    const inChannel = await clip({ category_id: channel });
    const inCollection = await clip({ collection_id: collection });
    await rows().item({ category_id: channel });
    const ids = async (options: { categoryId?: string; collectionId?: string }) =>
      (await video().list(site, options, firstPage)).rows.map((r) => Number(r.id));
    expect(await ids({ categoryId: String(channel) })).toEqual([inChannel]);
    expect(await ids({ collectionId: String(collection) })).toEqual([inCollection]);
    expect((await ids({})).length).toBe(2);
  });

  it('plays a collection in its order, with the previous and next video', async () => {
    const collection = await rows().collection({ title: 'Ferries' });
    const [a, b, c] = [
      await clip({ collection_id: collection, collection_position: 1 }),
      await clip({ collection_id: collection, collection_position: 2 }),
      await clip({ collection_id: collection, collection_position: 3 }),
    ];
    const detail = await video().detail(site, String(b));
    expect(detail.video.id).toBe(String(b));
    expect(detail.collection).toMatchObject({ title: 'Ferries', count: 3 });
    expect(detail.playlist.map((v) => Number(v.id))).toEqual([a, b, c]);
    expect(detail.previous?.id).toBe(String(a));
    expect(detail.next?.id).toBe(String(c));
    const last = await video().detail(site, String(c));
    expect(last.next).toBeNull();
  });

  it('plays a video outside any collection among its channel’s newest videos', async () => {
    const channel = await rows().category({ kind: 'video' });
    const older = await clip({
      category_id: channel,
      publish_date: fixture.data.clock.iso(-7_200_000),
    });
    const newer = await clip({ category_id: channel });
    const detail = await video().detail(site, String(older));
    expect(detail.collection).toBeNull();
    expect(detail.playlist.map((v) => Number(v.id))).toEqual([newer, older]);
    expect(detail.previous?.id).toBe(String(newer));
    expect(detail.next).toBeNull();
  });

  it('refuses an item that is not a video', async () => {
    const article = await rows().item();
    await expect(video().detail(site, String(article))).rejects.toEqual(refusal('error.noData'));
  });

  it('counts each collection’s published videos, and refuses a collection of another site', async () => {
    const collection = await rows().collection({ cover: '/media/ferry.jpg' });
    await clip({ collection_id: collection });
    await clip({ collection_id: collection, status: 'draft' });
    const empty = await rows().collection();
    expect(await video().collectionList(site)).toEqual([
      expect.objectContaining({
        id: String(collection),
        count: 1,
        cover: '[{"url":"/media/ferry.jpg"}]',
      }),
      expect.objectContaining({ id: String(empty), count: 0 }),
    ]);
    expect(await video().collectionCount(site, String(collection))).toEqual({
      id: String(collection),
      count: 1,
    });
    const russian = await rows().collection({ site_id: 42 });
    await expect(video().collectionCount(site, String(russian))).rejects.toEqual(
      refusal('error.noData'),
    );
  });
});
