import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '@news/contract/accountSchemas';
import { siteByLang } from '@news/contract/sites';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import { refusal } from '../../testing/refusal.ts';
import { operatorModerator } from '../moderation/Moderator.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const site = siteByLang('en');
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('CommentService on $name', (engine) => {
  const fixture = useServices(engine);
  const comments = () => fixture.services.comments;
  // Hiding is the newsroom's (CommentModerationService), done here as the operator.
  const hide = (id: string) =>
    fixture.services.commentModeration.decide(
      operatorModerator({ type: 'cli', name: 'operator' }),
      'hide',
      Number(id),
    );
  const db = () => fixture.data.db;

  const say = (user: SignedInReader, contentId: number, content: string, parentId?: string) =>
    comments().save(site, user, {
      contentId: String(contentId),
      content,
      ...(parentId ? { parentId } : {}),
    });
  const counts = (id: number) =>
    db()
      .selectFrom('content')
      .select('comment_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const messagesOf = (user: SignedInReader) =>
    db()
      .selectFrom('messages')
      .select(['kind', 'from_name', 'body'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();

  it('keeps a comment as the reader wrote it, trimmed and with plain line breaks', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader({ name: 'Li Wei' });
    const saved = await say(li, item, '  Great news for the <b>ferry</b>\r\nline!  ');
    expect(saved).toMatchObject({
      content: 'Great news for the <b>ferry</b>\nline!',
      userName: 'Li Wei',
      mine: true,
      parentId: '',
    });
    expect(await counts(item)).toEqual({ comment_count: 1 });
  });

  it('refuses a comment that is empty once trimmed, or longer than the limit in characters', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader();
    await expect(say(li, item, ' \n ')).rejects.toEqual(refusal('error.commentEmpty'));
    // Characters, not UTF-16 units: 500 emoji fit, 501 do not.
    await expect(say(li, item, '🌊'.repeat(COMMENT_MAX_LENGTH))).resolves.toBeDefined();
    await expect(say(li, item, 'x'.repeat(COMMENT_MAX_LENGTH + 1))).rejects.toEqual(
      refusal('error.commentTooLong'),
    );
  });

  it('refuses comments where the item or the whole site turned them off', async () => {
    const li = await fixture.reader();
    const closed = await fixture.data.rows.item({ comment_enabled: 0 });
    await expect(say(li, closed, 'hello')).rejects.toEqual(refusal('error.commentsOff'));
    const open = await fixture.data.rows.item();
    await db()
      .insertInto('mdiy_config')
      .values({ site_id: site.id, key: 'commentEnabled', value: 'false' })
      .execute();
    await expect(say(li, open, 'hello')).rejects.toEqual(refusal('error.commentsOff'));
  });

  it('refuses a comment on an item of another site or one not published', async () => {
    const li = await fixture.reader();
    const russian = await fixture.data.rows.item({ site_id: 42 });
    const draft = await fixture.data.rows.item({ status: 'draft' });
    await expect(say(li, russian, 'hello')).rejects.toEqual(refusal('error.noData'));
    await expect(say(li, draft, 'hello')).rejects.toEqual(refusal('error.noData'));
  });

  it('keeps a reply to a reply in the top-level thread, addressed to that reply’s author', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader({ name: 'Li' });
    const wang = await fixture.reader({ name: 'Wang' });
    const zhao = await fixture.reader({ name: 'Zhao' });
    const top = await say(li, item, 'First');
    const reply = await say(wang, item, 'Second', top.id);
    const replyToReply = await say(zhao, item, 'Third', reply.id);
    expect(replyToReply).toMatchObject({ parentId: top.id, replyToName: 'Wang' });
    const thread = await comments().replies(site, top.id, firstPage, undefined);
    expect(thread.rows.map((r) => r.content)).toEqual(['Second', 'Third']);
    const list = await comments().list(site, String(item), 'newest', firstPage, undefined);
    expect(list.rows).toMatchObject([{ id: top.id, replyCount: 2 }]);
    expect(await counts(item)).toEqual({ comment_count: 3 });
  });

  it('tells the author of a comment about a reply from someone else, not about their own', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader({ name: 'Li' });
    const wang = await fixture.reader({ name: 'Wang' });
    const top = await say(li, item, 'First');
    await say(li, item, 'Adding to myself', top.id);
    await say(wang, item, 'Agreed!', top.id);
    expect(await messagesOf(li)).toEqual([{ kind: 'reply', from_name: 'Wang', body: 'Agreed!' }]);
  });

  it('refuses a reply to a comment of another item or one no longer visible', async () => {
    const item = await fixture.data.rows.item();
    const other = await fixture.data.rows.item();
    const li = await fixture.reader();
    const top = await say(li, item, 'First');
    await expect(say(li, other, 'Wrong thread', top.id)).rejects.toEqual(refusal('error.noData'));
    await hide(top.id);
    await expect(say(li, item, 'Too late', top.id)).rejects.toEqual(refusal('error.noData'));
  });

  it('takes five comments a minute from one reader, then refuses until the minute is over', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader();
    for (let i = 0; i < 5; i += 1) await say(li, item, `Comment ${String(i)}`);
    await expect(say(li, item, 'One more')).rejects.toEqual(refusal('error.commentRateLimited'));
    await expect(say(await fixture.reader(), item, 'Someone else')).resolves.toBeDefined();
    fixture.data.clock.advance(60_000);
    await expect(say(li, item, 'One more')).resolves.toBeDefined();
  });

  it('lists an item’s comments newest or hottest first, marking what the viewer liked and wrote', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader();
    const wang = await fixture.reader();
    const older = await say(li, item, 'Older');
    const newer = await say(wang, item, 'Newer');
    await comments().like(site, wang, older.id, true);
    const newest = await comments().list(site, String(item), 'newest', firstPage, wang);
    expect(newest.rows.map((r) => [r.content, r.liked, r.mine])).toEqual([
      ['Newer', false, true],
      ['Older', true, false],
    ]);
    const hottest = await comments().list(site, String(item), 'hottest', firstPage, undefined);
    expect(hottest.rows.map((r) => r.id)).toEqual([older.id, newer.id]);
    expect(hottest).toMatchObject({ total: 2, pageNo: 1, pageSize: 10 });
  });

  it('shows a deactivated author’s words without their name or picture', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader({ name: 'Li', avatar: '/media/li.png' });
    await say(li, item, 'Still worth reading');
    await db()
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', li.id)
      .execute();
    const list = await comments().list(site, String(item), 'newest', firstPage, undefined);
    expect(list.rows[0]).toMatchObject({
      content: 'Still worth reading',
      userName: '',
      userAvatar: '',
      userId: '',
      authorDeactivated: true,
    });
  });

  it('lets only the author delete a comment, once, taking it out of every count', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader();
    const wang = await fixture.reader();
    const top = await say(li, item, 'First');
    const reply = await say(wang, item, 'Reply', top.id);
    await expect(comments().remove(li, reply.id)).rejects.toEqual(refusal('error.notYours'));
    await comments().remove(wang, reply.id);
    await expect(comments().remove(wang, reply.id)).rejects.toEqual(refusal('error.noData'));
    expect(await counts(item)).toEqual({ comment_count: 1 });
    const list = await comments().list(site, String(item), 'newest', firstPage, undefined);
    expect(list.rows[0]?.replyCount).toBe(0);
    expect(await comments().count(site, String(item))).toEqual({ count: 1 });
  });

  it('counts a comment an operator hid once: hiding again is refused and its author deleting it changes nothing more', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader();
    const top = await say(li, item, 'First');
    await say(li, item, 'Second');
    await hide(top.id);
    await expect(hide(top.id)).rejects.toMatchObject({ messageKey: 'error.commentNotShown' });
    await comments().remove(li, top.id);
    expect(await counts(item)).toEqual({ comment_count: 1 });
    expect(await comments().count(site, String(item))).toEqual({ count: 1 });
  });

  it('counts a like once, tells the author once, and never about their own like', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader({ name: 'Li' });
    const wang = await fixture.reader({ name: 'Wang' });
    const top = await say(li, item, 'Like me');
    expect(await comments().like(site, wang, top.id, true)).toEqual({ likeCount: 1, liked: true });
    expect(await comments().like(site, wang, top.id, true)).toEqual({ likeCount: 1, liked: true });
    await comments().like(site, li, top.id, true);
    expect(await messagesOf(li)).toEqual([
      { kind: 'commentLike', from_name: 'Wang', body: 'Like me' },
    ]);
    expect(await comments().like(site, wang, top.id, false)).toEqual({
      likeCount: 1,
      liked: false,
    });
  });

  it('refuses a like of a comment on another site', async () => {
    const item = await fixture.data.rows.item();
    const li = await fixture.reader();
    const top = await say(li, item, 'First');
    await expect(comments().like(siteByLang('ru'), li, top.id, true)).rejects.toEqual(
      refusal('error.noData'),
    );
  });

  it('lists a reader’s own comments with the title of the item each is on', async () => {
    const item = await fixture.data.rows.item({ title: 'Ferry timetable' });
    const li = await fixture.reader();
    await say(li, item, 'Mine');
    await say(await fixture.reader(), item, 'Not mine');
    const mine = await comments().mine(li, firstPage);
    expect(mine.rows).toMatchObject([
      { content: 'Mine', contentTitle: 'Ferry timetable', mine: true },
    ]);
    expect(mine.total).toBe(1);
  });
});
