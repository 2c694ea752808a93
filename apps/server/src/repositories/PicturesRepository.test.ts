import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { PicturesRepository } from './PicturesRepository.ts';

const OTHER_SITE_ID = 37;
const address = (n: number) => `/media/pictures/${String(n).padStart(32, '0')}/800x600-aabbcc.jpg`;

describe.each(testEngines())('PicturesRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new PicturesRepository(data.db);
  const upload = (n: number, uploadedBy: number, fields: { siteId?: number; at?: number } = {}) =>
    repo().recordUpload({
      siteId: fields.siteId ?? TEST_SITE_ID,
      url: address(n),
      width: 800,
      height: 600,
      bytes: 1000 + n,
      uploadedBy,
      now: data.clock.iso(fields.at ?? n * 1000),
    });

  it('keeps one row per address and site: the same upload again answers the row it has', async () => {
    const staff = await data.rows.staff({ username: 'photo.desk' });
    const first = await upload(1, staff);
    await repo().update(first.id, {
      alt: 'A harbour',
      caption: '',
      credit: 'Agency',
      focus_x: 80,
      focus_y: 20,
      updated_at: data.clock.iso(5000),
    });
    const again = await upload(1, staff, { at: 9000 });
    expect(again).toMatchObject({ id: first.id, alt: 'A harbour', focus_x: 80, bytes: 1001 });
    const elsewhere = await upload(1, staff, { siteId: OTHER_SITE_ID });
    expect(elsewhere.id).not.toBe(first.id);
    expect(await repo().find(first.id)).toMatchObject({
      uploaded_by: staff,
      uploaded_by_name: 'photo.desk',
      created_at: data.clock.iso(1000),
      updated_at: data.clock.iso(5000),
    });
    expect(await repo().urlHeldElsewhere(address(1), first.id)).toBe(true);
    await repo().remove(elsewhere.id);
    expect(await repo().urlHeldElsewhere(address(1), first.id)).toBe(false);
  });

  it('records a seeded picture with its words and nobody as its uploader, again on re-seeding', async () => {
    const seeded = (alt: string) =>
      repo().recordSeededPicture({
        siteId: TEST_SITE_ID,
        url: address(7),
        width: 800,
        height: 600,
        bytes: 5,
        alt,
        caption: 'Morning market',
        credit: 'Demo',
        now: data.clock.iso(),
      });
    const row = await seeded('Stalls');
    expect(row).toMatchObject({ uploaded_by: null, alt: 'Stalls', credit: 'Demo' });
    expect((await seeded('Fish stalls')).id).toBe(row.id);
    expect(await repo().find(row.id)).toMatchObject({ alt: 'Fish stalls', uploaded_by_name: '' });
  });

  it('lists a site newest first, searched, filtered and paged', async () => {
    const me = await data.rows.staff();
    const other = await data.rows.staff();
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await upload(n, n % 2 === 0 ? me : other)).id);
    await upload(5, me, { siteId: OTHER_SITE_ID });
    await repo().update(ids[0] ?? 0, {
      alt: '',
      caption: 'The 100% new bridge',
      credit: '',
      focus_x: 50,
      focus_y: 50,
      updated_at: data.clock.iso(),
    });
    await repo().update(ids[1] ?? 0, {
      alt: 'Harbour at dawn',
      caption: '',
      credit: 'BRIDGE photo',
      focus_x: 50,
      focus_y: 50,
      updated_at: data.clock.iso(),
    });
    const list = (filter: 'all' | 'unused' | 'noAlt' | 'mine', words?: string, pageNo = 1) =>
      repo().list(TEST_SITE_ID, { filter, words, staffId: me }, { pageNo, pageSize: 2 });
    const urlsOf = (page: { rows: { url: string }[] }) => page.rows.map((r) => r.url);

    expect(await list('all')).toMatchObject({ total: 4 });
    expect(urlsOf(await list('all'))).toEqual([address(4), address(3)]);
    expect(urlsOf(await list('all', undefined, 2))).toEqual([address(2), address(1)]);
    expect(urlsOf(await list('all', 'bridge'))).toEqual([address(2), address(1)]);
    // A LIKE wildcard in the words is a character like any other.
    expect(urlsOf(await list('all', '100%'))).toEqual([address(1)]);
    expect(await list('noAlt')).toMatchObject({ total: 3 });
    expect(urlsOf(await list('mine'))).toEqual([address(4), address(2)]);

    const item = await data.rows.item({ title: 'Bridge opens' });
    await repo().replaceUses(item, TEST_SITE_ID, [
      { url: address(4), kind: 'cover' },
      { url: address(4), kind: 'body' },
      { url: address(4), kind: 'body' },
    ]);
    expect(urlsOf(await list('unused'))).toEqual([address(3), address(2)]);
    expect(await list('unused')).toMatchObject({ total: 3 });
  });

  it('keeps the uses of each item: replaced whole, by kind, or forgotten', async () => {
    const older = await data.rows.item({ title: 'Older', created_at: data.clock.iso(-7_200_000) });
    const newer = await data.rows.item({ title: 'Newer', publish_type: 'TUSHUO' });
    expect(await repo().anyUse()).toBe(false);
    await repo().replaceUses(older, TEST_SITE_ID, [{ url: address(1), kind: 'cover' }]);
    await repo().replaceUses(newer, TEST_SITE_ID, [
      { url: address(1), kind: 'gallery' },
      { url: address(2), kind: 'livePost' },
    ]);
    expect(await repo().anyUse()).toBe(true);
    expect(await repo().usesOf(TEST_SITE_ID, [address(1)])).toEqual([
      {
        url: address(1),
        content_id: newer,
        kind: 'gallery',
        title: 'Newer',
        publish_type: 'TUSHUO',
      },
      { url: address(1), content_id: older, kind: 'cover', title: 'Older', publish_type: 'TUWEN' },
    ]);
    expect(await repo().usesOf(OTHER_SITE_ID, [address(1)])).toEqual([]);

    await repo().replaceUses(newer, TEST_SITE_ID, [{ url: address(3), kind: 'body' }]);
    expect(
      (await repo().usesOf(TEST_SITE_ID, [address(1), address(3)])).map((u) => u.kind),
    ).toEqual(['body', 'cover']);
    await repo().removeUsesOf(newer);
    expect((await repo().usesOf(TEST_SITE_ID, [address(3)])).length).toBe(0);
    await repo().clearUses();
    expect(await repo().anyUse()).toBe(false);
  });

  it('reads where items keep their pictures: cover, body, gallery, topic banner and host posts', async () => {
    const special = await data.db
      .insertInto('specials')
      .values({
        site_id: TEST_SITE_ID,
        key: 'topic-1',
        title: 'Topic',
        description: '',
        banner_img: JSON.stringify([{ url: address(3) }]),
        cover_img: '',
        is_banner: 0,
        sort: 0,
        publish_date: data.clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const topic = await data.rows.item({ publish_type: 'SPECIAL', special_id: special.id });
    const article = await data.rows.item({
      img: JSON.stringify([{ url: address(1) }]),
      body_html: `<p><img src="${address(2)}"></p>`,
    });
    await data.db
      .insertInto('content_images')
      .values([
        { content_id: article, position: 1, url: address(5), caption: '', width: 1, height: 1 },
        { content_id: article, position: 0, url: address(4), caption: '', width: 1, height: 1 },
      ])
      .execute();
    expect(await repo().contentIdsAfter(0, 10)).toEqual([topic, article].sort((a, b) => a - b));
    expect(await repo().contentIdsAfter(topic, 10)).toEqual(article > topic ? [article] : []);
    const fields = await repo().pictureFieldsOf([topic, article]);
    expect(fields.find((f) => f.content_id === article)).toMatchObject({
      site_id: TEST_SITE_ID,
      img: JSON.stringify([{ url: address(1) }]),
      body_html: `<p><img src="${address(2)}"></p>`,
      gallery: [address(4), address(5)],
      banner_img: '',
      live_post_images: [],
    });
    expect(fields.find((f) => f.content_id === topic)).toMatchObject({
      banner_img: JSON.stringify([{ url: address(3) }]),
    });
  });
});
