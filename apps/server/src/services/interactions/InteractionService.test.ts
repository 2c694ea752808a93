import { describe, expect, it } from 'vitest';
import { encodeSpm } from '@news/contract/spm';
import { siteByLang } from '@news/contract/sites';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const site = siteByLang('en');
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('InteractionService on $name', (engine) => {
  const fixture = useServices(engine);
  const interactions = () => fixture.services.interactions;
  const rows = () => fixture.data.rows;
  const db = () => fixture.data.db;

  it('counts an item’s interactions, and says what the viewer did only when signed in', async () => {
    const item = String(await rows().item({ like_count: 2, share_count: 3, comment_count: 4 }));
    const li = await fixture.reader();
    await interactions().set(site, li, item, 'collect', true);
    expect(await interactions().counts(site, item, undefined)).toEqual({
      likeCount: 2,
      collectCount: 1,
      shareCount: 3,
      commentCount: 4,
      liked: false,
      collected: false,
    });
    expect(await interactions().counts(site, item, li)).toMatchObject({
      liked: false,
      collected: true,
    });
  });

  it('likes an item once however often it is asked, and takes the like back', async () => {
    const item = String(await rows().item());
    const li = await fixture.reader();
    await interactions().set(site, li, item, 'like', true);
    expect(await interactions().set(site, li, item, 'like', true)).toMatchObject({
      likeCount: 1,
      liked: true,
    });
    expect(await interactions().exists(site, li, item, 'like')).toEqual({ exists: true });
    expect(await interactions().set(site, li, item, 'like', false)).toMatchObject({
      likeCount: 0,
      liked: false,
    });
    expect(await interactions().set(site, li, item, 'like', false)).toMatchObject({ likeCount: 0 });
  });

  it('refuses to like an item of another site', async () => {
    const russian = String(await rows().item({ site_id: 42 }));
    await expect(
      interactions().set(site, await fixture.reader(), russian, 'like', true),
    ).rejects.toEqual(refusal('error.noData'));
  });

  it('lists a reader’s collections newest first, and takes several back at once', async () => {
    const li = await fixture.reader();
    const items = [await rows().item(), await rows().item(), await rows().item()].map(String);
    for (const item of items) await interactions().set(site, li, item, 'collect', true);
    const list = await interactions().list(site, li, 'collect', firstPage);
    expect(list.rows.map((r) => r.id)).toEqual([...items].reverse());
    await interactions().removeMany(site, li, [items[0]!, items[2]!], 'collect');
    expect(
      (await interactions().list(site, li, 'collect', firstPage)).rows.map((r) => r.id),
    ).toEqual([items[1]]);
  });

  it('lists a reader’s collections with their covers’ focal points from the library', async () => {
    const cover = '/media/pictures/00000000000000000000000000000001/1600x900-336699.jpg';
    await db()
      .insertInto('pictures')
      .values({
        site_id: site.id,
        url: cover,
        width: 1600,
        height: 900,
        bytes: 1_000,
        focus_x: 15,
        focus_y: 85,
        uploaded_by: null,
        created_at: fixture.data.clock.iso(),
        updated_at: fixture.data.clock.iso(),
      })
      .execute();
    const item = String(await rows().item({ img: JSON.stringify([{ url: cover }]) }));
    const li = await fixture.reader();
    await interactions().set(site, li, item, 'collect', true);
    const list = await interactions().list(site, li, 'collect', firstPage);
    expect(list.rows.map((r) => r.img)).toEqual([
      JSON.stringify([{ url: `${cover}#focus=15,85` }]),
    ]);
  });

  it('counts a share once per reader, or address, and item in a day', async () => {
    const item = String(await rows().item());
    const a = { readerId: undefined, address: '203.0.113.7' };
    const b = { readerId: undefined, address: '198.51.100.2' };
    const li = await fixture.reader();
    const share = (by: { readerId: number | undefined; address: string }) =>
      interactions().addShare(site, item, by);
    expect(await share(a)).toEqual({ shareCount: 1, counted: true });
    expect(await share(a)).toEqual({ shareCount: 1, counted: false });
    expect(await share(b)).toEqual({ shareCount: 2, counted: true });
    // A signed-in reader counts once wherever they are, and apart from their address.
    expect(await share({ readerId: li.id, address: a.address })).toEqual({
      shareCount: 3,
      counted: true,
    });
    expect(await share({ readerId: li.id, address: '192.0.2.1' })).toEqual({
      shareCount: 3,
      counted: false,
    });
    fixture.data.clock.advance(86_400_000);
    expect(await share(a)).toEqual({ shareCount: 4, counted: true });
  });

  it('takes one report per reader and target', async () => {
    const item = String(await rows().item());
    const li = await fixture.reader();
    const report = (reader: SignedInReader) =>
      interactions().report(site, reader, {
        targetType: 'content',
        targetId: item,
        reason: 'spamAd',
        detail: '',
      });
    await report(li);
    await expect(report(li)).rejects.toEqual(refusal('error.alreadyReported'));
    await expect(report(await fixture.reader())).resolves.toBeNull();
    expect(
      await db().selectFrom('reports').select(['target_type', 'reason']).execute(),
    ).toHaveLength(2);
  });

  it('refuses a report of a comment that is hidden or on another site', async () => {
    const item = await rows().item();
    const li = await fixture.reader();
    const hidden = await rows().comment({ content_id: item, user_id: li.id, status: 'hidden' });
    const russianItem = await rows().item({ site_id: 42 });
    const russian = await rows().comment({ content_id: russianItem, user_id: li.id, site_id: 42 });
    for (const target of [hidden, russian])
      await expect(
        interactions().report(site, li, {
          targetType: 'comment',
          targetId: String(target),
          reason: 'spamAd',
          detail: '',
        }),
      ).rejects.toEqual(refusal('error.noData'));
  });

  it('takes feedback with or without a reader, refusing it empty', async () => {
    const li = await fixture.reader();
    await expect(
      interactions().feedback(site, li, { content: '   ', contact: '' }),
    ).rejects.toEqual(refusal('error.feedbackEmpty'));
    await interactions().feedback(site, li, {
      content: ' Tide tables, please ',
      contact: 'li@example.com',
    });
    await interactions().feedback(site, undefined, { content: 'Anonymous', contact: '' });
    expect(
      await db()
        .selectFrom('feedback')
        .select(['user_id', 'body', 'contact'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { user_id: li.id, body: 'Tide tables, please', contact: 'li@example.com' },
      { user_id: null, body: 'Anonymous', contact: '' },
    ]);
  });

  it('pages a reader’s messages with the unread count, reading an unknown kind as a system notice', async () => {
    const li = await fixture.reader();
    await db()
      .insertInto('messages')
      .values(
        ['reply', 'upgrade'].map((kind) => ({
          user_id: li.id,
          kind,
          content_id: null,
          comment_id: null,
          created_at: fixture.data.clock.iso(),
        })),
      )
      .execute();
    const page = await interactions().messages(li, firstPage);
    expect(page.rows.map((m) => [m.kind, m.isRead, m.contentId])).toEqual([
      ['system', false, ''],
      ['reply', false, ''],
    ]);
    expect(page).toMatchObject({ total: 2, unread: 2 });
  });

  it('marks read the ids given as a list or as comma-separated text, ignoring ones that are not ids', async () => {
    const li = await fixture.reader();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const row = await db()
        .insertInto('messages')
        .values({
          user_id: li.id,
          kind: 'reply',
          content_id: null,
          comment_id: null,
          created_at: fixture.data.clock.iso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(String(row.id));
    }
    await interactions().markRead(li, `${ids[0]!},x1,${ids[1]!}`);
    await interactions().markRead(li, [ids[2]!, '-1']);
    expect((await interactions().messages(li, firstPage)).unread).toBe(1);
    await interactions().markRead(li, undefined);
    expect((await interactions().messages(li, firstPage)).unread).toBe(0);
  });

  it('records the share code a reader arrived with, and who they are when signed in', async () => {
    const li = await fixture.reader();
    const spm = encodeSpm({
      sharerUserId: '12',
      pageCode: 1,
      pageId: '34',
      platformIndex: 4,
      source: 2,
    });
    await interactions().recordShare(site, spm, li);
    expect(
      await db()
        .selectFrom('shares')
        .select(['spm', 'sharer_user_id', 'page_id', 'platform_index', 'source', 'visitor_user_id'])
        .execute(),
    ).toEqual([
      {
        spm,
        sharer_user_id: 12,
        page_id: '34',
        platform_index: 4,
        source: 2,
        visitor_user_id: li.id,
      },
    ]);
  });

  it('refuses a share code that does not decode or names a sharer no reader can be', async () => {
    await expect(interactions().recordShare(site, 'garbage', undefined)).rejects.toEqual(
      refusal('error.spmInvalid'),
    );
    const huge = encodeSpm({ sharerUserId: '9223372036854775807', platformIndex: 1 });
    await expect(interactions().recordShare(site, huge, undefined)).rejects.toEqual(
      refusal('error.spmInvalid'),
    );
  });
});
