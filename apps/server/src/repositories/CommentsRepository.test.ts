import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { CommentsRepository } from './CommentsRepository.ts';

const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('CommentsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new CommentsRepository(data.db);

  async function thread() {
    const item = await data.rows.item({ title: 'Ferry timetable' });
    const author = await data.rows.user({ name: 'Li Wei', avatar: '/media/li.png' });
    const replier = await data.rows.user({ name: 'Wang' });
    const comment = await data.rows.comment({ content_id: item, user_id: author });
    const reply = await data.rows.comment({
      content_id: item,
      user_id: replier,
      parent_id: comment,
      reply_to_user_id: author,
    });
    return { item, author, replier, comment, reply };
  }

  it('finds a comment with its author, the author replied to and the item’s title', async () => {
    const t = await thread();
    expect(await repo().find(t.reply)).toMatchObject({
      id: t.reply,
      user_name: 'Wang',
      user_status: 'active',
      reply_to_name: 'Li Wei',
      content_title: 'Ferry timetable',
    });
    expect(await repo().find(t.comment)).toMatchObject({
      user_avatar: '/media/li.png',
      reply_to_name: null,
    });
  });

  it('lists an item’s top-level comments without their replies, and a thread’s replies apart', async () => {
    const t = await thread();
    const top = await repo().list({ contentId: t.item, parentId: null }, 'newest', firstPage);
    expect(top).toMatchObject({ total: 1, rows: [{ id: t.comment }] });
    const replies = await repo().list({ parentId: t.comment }, 'oldest', firstPage);
    expect(replies).toMatchObject({ total: 1, rows: [{ id: t.reply }] });
  });

  it('lists a reader’s own comments and replies together', async () => {
    const t = await thread();
    await data.rows.comment({ content_id: t.item, user_id: t.replier });
    const mine = await repo().list({ userId: t.replier, parentId: null }, 'newest', firstPage);
    expect(mine.total).toBe(2);
    expect(mine.rows.map((r) => r.user_id)).toEqual([t.replier, t.replier]);
  });

  it('leaves hidden and deleted comments out of lists and counts', async () => {
    const t = await thread();
    await data.rows.comment({ content_id: t.item, user_id: t.author, status: 'hidden' });
    await data.rows.comment({ content_id: t.item, user_id: t.author, status: 'deleted' });
    const top = await repo().list({ contentId: t.item, parentId: null }, 'newest', firstPage);
    expect(top.rows.map((r) => r.id)).toEqual([t.comment]);
    expect(await repo().countVisible(t.item)).toBe(2);
    expect(await repo().countByUser(t.author)).toBe(1);
  });

  it('orders newest first, oldest first, or hottest (likes, then replies, then newest)', async () => {
    const item = await data.rows.item();
    const user = await data.rows.user();
    const quiet = await data.rows.comment({ content_id: item, user_id: user });
    const liked = await data.rows.comment({ content_id: item, user_id: user, like_count: 5 });
    const discussed = await data.rows.comment({ content_id: item, user_id: user, reply_count: 3 });
    const list = async (order: 'newest' | 'oldest' | 'hottest') =>
      (await repo().list({ contentId: item, parentId: null }, order, firstPage)).rows.map(
        (r) => r.id,
      );
    expect(await list('newest')).toEqual([discussed, liked, quiet]);
    expect(await list('oldest')).toEqual([quiet, liked, discussed]);
    expect(await list('hottest')).toEqual([liked, discussed, quiet]);
  });

  it('pages a list and counts every visible row, not only the page', async () => {
    const item = await data.rows.item();
    const user = await data.rows.user();
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await data.rows.comment({ content_id: item, user_id: user }));
    const page = await repo().list({ contentId: item, parentId: null }, 'oldest', {
      pageNo: 2,
      pageSize: 2,
    });
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.id)).toEqual(ids.slice(2, 4));
  });

  it('moves a comment out of a status only once: a second deletion changes nothing', async () => {
    const t = await thread();
    expect(await repo().changeStatus(t.comment, ['visible'], 'deleted')).toBe(true);
    expect(await repo().changeStatus(t.comment, ['visible'], 'deleted')).toBe(false);
    expect(await repo().changeStatus(t.comment, ['hidden'], 'visible')).toBe(false);
    expect((await repo().find(t.comment))?.status).toBe('deleted');
  });

  it('adds to and takes from a thread’s reply count', async () => {
    const t = await thread();
    await repo().addReplies(t.comment, 2);
    await repo().addReplies(t.comment, -1);
    expect((await repo().find(t.comment))?.reply_count).toBe(1);
  });

  it('counts a reader’s like of a comment once, and takes it back once', async () => {
    const t = await thread();
    const now = data.clock.iso();
    expect(await repo().like(t.comment, t.replier, now)).toBe(true);
    expect(await repo().like(t.comment, t.replier, now)).toBe(false);
    expect((await repo().find(t.comment))?.like_count).toBe(1);
    expect(await repo().unlike(t.comment, t.replier)).toBe(true);
    expect(await repo().unlike(t.comment, t.replier)).toBe(false);
    expect((await repo().find(t.comment))?.like_count).toBe(0);
  });

  it('tells which of the given comments a reader liked', async () => {
    const t = await thread();
    await repo().like(t.reply, t.author, data.clock.iso());
    expect(await repo().likedBy(t.author, [t.comment, t.reply])).toEqual(new Set([t.reply]));
    expect(await repo().likedBy(t.author, [])).toEqual(new Set());
  });

  it('gives the time of a reader’s latest comment, or nothing before their first', async () => {
    const t = await thread();
    expect(await repo().latestByUser(await data.rows.user())).toBeUndefined();
    data.clock.advance(60_000);
    await data.rows.comment({ content_id: t.item, user_id: t.author });
    expect(await repo().latestByUser(t.author)).toBe(data.clock.iso());
  });
});
