import { describe, expect, it } from 'vitest';
import type { CommentQueue } from '@news/contract/console/moderationSchemas';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { CommentQueueRepository } from './CommentQueueRepository.ts';

const OTHER_SITE_ID = 37;
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('CommentQueueRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new CommentQueueRepository(data.db);
  const ids = async (queue: CommentQueue, filter: Record<string, unknown> = {}) =>
    (await repo().list({ queue, siteIds: [TEST_SITE_ID], ...filter }, firstPage)).rows.map(
      (r) => r.id,
    );

  async function fixture() {
    const item = await data.rows.item({ title: 'Ferry' });
    const author = await data.rows.user({ name: 'Li Wei', username: 'li' });
    const say = (fields: Record<string, unknown> = {}) =>
      data.rows.comment({ content_id: item, user_id: author, ...fields });
    return { item, author, say };
  }

  it('sorts comments into new, held and hidden queues by their state', async () => {
    const { say } = await fixture();
    const fresh = await say();
    await say({ reviewed_at: data.clock.iso() });
    const held = await say({ status: 'pending', hold_reason: 'premoderation' });
    const hidden = await say({ status: 'hidden' });
    await say({ status: 'deleted' });
    expect(await ids('new')).toEqual([fresh]);
    expect(await ids('held')).toEqual([held]);
    expect(await ids('hidden')).toEqual([hidden]);
  });

  it('holds reported comments, visible or waiting, while a report is open', async () => {
    const { say, author } = await fixture();
    const reported = await say();
    const dismissed = await say();
    const gone = await say({ status: 'hidden' });
    await data.rows.report({ user_id: author, target_type: 'comment', target_id: reported });
    await data.rows.report({
      user_id: author,
      target_type: 'comment',
      target_id: dismissed,
      status: 'dismissed',
    });
    await data.rows.report({ user_id: author, target_type: 'comment', target_id: gone });
    expect(await ids('reported')).toEqual([reported]);
    const [row] = (await repo().list({ queue: 'reported', siteIds: [TEST_SITE_ID] }, firstPage))
      .rows;
    expect(row?.open_reports).toBe(1);
  });

  it('lists work queues oldest first and the hidden list newest first, and counts them', async () => {
    const { say } = await fixture();
    const a = await say();
    const b = await say();
    const c = await say({ status: 'hidden' });
    const d = await say({ status: 'hidden' });
    expect(await ids('new')).toEqual([a, b]);
    expect(await ids('hidden')).toEqual([d, c]);
    expect(await repo().count('new', [TEST_SITE_ID])).toBe(2);
    expect(await repo().count('new', [OTHER_SITE_ID])).toBe(0);
  });

  it('filters a queue by item, reader and words, and keeps to the sites asked for', async () => {
    const { say, author } = await fixture();
    const otherItem = await data.rows.item();
    const otherReader = await data.rows.user();
    const ferry = await say({ body: 'The ferry was late' });
    const onOther = await say({ content_id: otherItem });
    const byOther = await data.rows.comment({ content_id: otherItem, user_id: otherReader });
    const theirSite = await data.rows.item({ site_id: OTHER_SITE_ID });
    await data.rows.comment({ site_id: OTHER_SITE_ID, content_id: theirSite, user_id: author });
    expect(await ids('new', { words: 'FERRY' })).toEqual([ferry]);
    expect(await ids('new', { contentId: otherItem })).toEqual([onOther, byOther]);
    expect(await ids('new', { userId: otherReader })).toEqual([byOther]);
    expect(await ids('new', { siteIds: [] })).toEqual([]);
  });

  it('shows a comment with its author, item and the author’s commenting suspension', async () => {
    const { say, author } = await fixture();
    await data.db
      .updateTable('users')
      .set({ comment_suspended_until: data.clock.iso(3_600_000) })
      .where('id', '=', author)
      .execute();
    const id = await say({ body: 'Hello' });
    expect(await repo().find(id)).toMatchObject({
      id,
      body: 'Hello',
      user_name: 'Li Wei',
      username: 'li',
      content_title: 'Ferry',
      comment_suspended_until: data.clock.iso(3_600_000),
      open_reports: 0,
    });
    expect(await repo().find(id + 1000)).toBeUndefined();
  });

  it('lists a reader’s comments on the sites, newest first, deleted ones left out', async () => {
    const { say, author } = await fixture();
    const first = await say();
    const held = await say({ status: 'pending' });
    await say({ status: 'deleted' });
    expect((await repo().byUser(author, [TEST_SITE_ID], 10)).map((r) => r.id)).toEqual([
      held,
      first,
    ]);
    expect(await repo().byUser(author, [TEST_SITE_ID], 1)).toHaveLength(1);
    expect(await repo().byUser(author, [OTHER_SITE_ID], 10)).toEqual([]);
  });
});
