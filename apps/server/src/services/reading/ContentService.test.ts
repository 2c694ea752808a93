import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const site = siteByLang('en');
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('ContentService on $name', (engine) => {
  const fixture = useServices(engine);
  const content = () => fixture.services.content;
  const rows = () => fixture.data.rows;

  it('lists a channel’s items, with its child channels’ items only when asked', async () => {
    const city = await rows().category({ kind: 'city' });
    const district = await rows().category({ parent_id: city });
    const own = await rows().item({ category_id: city });
    const child = await rows().item({ category_id: district });
    const ids = async (withChildren: boolean) =>
      (await content().list(site, { categoryId: String(city), withChildren }, firstPage)).rows.map(
        (r) => Number(r.id),
      );
    expect(await ids(false)).toEqual([own]);
    expect((await ids(true)).sort((a, b) => a - b)).toEqual([own, child]);
  });

  it('refuses a channel of another site rather than showing an empty list', async () => {
    const russian = await rows().category({ site_id: 42 });
    await expect(content().list(site, { categoryId: String(russian) }, firstPage)).rejects.toEqual(
      refusal('error.noData'),
    );
  });

  it('lists by publish type, with the page as asked and the total of all matches', async () => {
    for (let i = 0; i < 3; i += 1) await rows().item({ publish_type: 'TUJIE' });
    await rows().item({ publish_type: 'TUWEN' });
    const page = await content().list(site, { publishType: 'TUJIE' }, { pageNo: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(page.rows.map((r) => r.publishType)).toEqual(['TUJIE']);
  });

  it('gives an item in full: body, pictures in order, and up to six related items of its channel', async () => {
    const channel = await rows().category();
    const id = await rows().item({ category_id: channel, body_html: '<p>Ferry</p>' });
    for (let i = 0; i < 7; i += 1) await rows().item({ category_id: channel });
    await rows().item();
    await fixture.data.db
      .insertInto('content_images')
      .values(
        [2, 1].map((position) => ({
          content_id: id,
          position,
          url: `/media/${String(position)}.jpg`,
          caption: '',
          width: 10,
          height: 10,
        })),
      )
      .execute();
    const detail = await content().detail(site, String(id));
    expect(detail.content).toBe('<p>Ferry</p>');
    expect(detail.images.map((i) => i.position)).toEqual([1, 2]);
    expect(detail.related).toHaveLength(6);
    expect(
      detail.related.every((r) => r.categoryId === String(channel) && r.id !== String(id)),
    ).toBe(true);
  });

  it('refuses an item of another type where the screen asks for certain types', async () => {
    const article = await rows().item({ publish_type: 'TUWEN' });
    await expect(content().detail(site, String(article), ['TUSHUO', 'TUJIE'])).rejects.toEqual(
      refusal('error.noData'),
    );
  });

  it('refuses an item that is not published yet', async () => {
    const later = await rows().item({ publish_date: fixture.data.clock.iso(60_000) });
    await expect(content().detail(site, String(later))).rejects.toEqual(refusal('error.noData'));
  });

  it('counts a view once per reader, or address, and item within a day', async () => {
    const id = String(await rows().item({ hit: 10 }));
    const a = { readerId: undefined, address: '203.0.113.7' };
    const li = await fixture.reader();
    expect(await content().hit(site, id, a)).toEqual({ hit: 11, counted: true });
    expect(await content().hit(site, id, a)).toEqual({ hit: 11, counted: false });
    expect(await content().hit(site, id, { readerId: undefined, address: '198.51.100.2' })).toEqual(
      {
        hit: 12,
        counted: true,
      },
    );
    expect(await content().hit(site, id, { readerId: li.id, address: a.address })).toEqual({
      hit: 13,
      counted: true,
    });
    expect(await content().hit(site, id, { readerId: li.id, address: '192.0.2.1' })).toEqual({
      hit: 13,
      counted: false,
    });
    fixture.data.clock.advance(23 * 3_600_000);
    expect(await content().hit(site, id, a)).toEqual({ hit: 13, counted: false });
    fixture.data.clock.advance(3_600_000);
    expect(await content().hit(site, id, a)).toEqual({ hit: 14, counted: true });
  });
});
