import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { InteractionRepository } from './InteractionRepository.ts';

describe.each(testEngines())('InteractionRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new InteractionRepository(data.db);

  const report = (userId: number, targetId: number, at = data.clock.iso()) =>
    repo().insertReport({
      user_id: userId,
      site_id: TEST_SITE_ID,
      target_type: 'content',
      target_id: targetId,
      reason: 'spamAd',
      created_at: at,
    });
  const message = (userId: number, kind = 'reply') =>
    repo().insertMessage({
      user_id: userId,
      kind,
      content_id: null,
      comment_id: null,
      created_at: data.clock.iso(),
    });

  it('remembers who reported what: per reader, target type and target', async () => {
    const reader = await data.rows.user();
    await report(reader, 7);
    expect(await repo().hasReported(reader, 'content', 7)).toBe(true);
    expect(await repo().hasReported(reader, 'comment', 7)).toBe(false);
    expect(await repo().hasReported(reader, 'content', 8)).toBe(false);
    expect(await repo().hasReported(await data.rows.user(), 'content', 7)).toBe(false);
  });

  it('pages reports newest first by id, each page after the last id of the one before', async () => {
    const reader = await data.rows.user();
    for (let target = 1; target <= 5; target += 1) await report(reader, target);
    const first = await repo().reportsPage({ size: 2 });
    expect(first.map((r) => r.target_id)).toEqual([5, 4]);
    const second = await repo().reportsPage({ size: 2, before: first[1]?.id });
    expect(second.map((r) => r.target_id)).toEqual([3, 2]);
  });

  it('lists only reports and feedback made since a time', async () => {
    const reader = await data.rows.user();
    await report(reader, 1, data.clock.iso(-120_000));
    await report(reader, 2, data.clock.iso());
    await repo().insertFeedback({
      user_id: null,
      site_id: TEST_SITE_ID,
      body: 'Old',
      created_at: data.clock.iso(-120_000),
    });
    await repo().insertFeedback({
      user_id: reader,
      site_id: TEST_SITE_ID,
      body: 'Tide tables, please',
      contact: 'li@example.com',
      created_at: data.clock.iso(),
    });
    const since = data.clock.iso(-60_000);
    expect((await repo().reportsPage({ size: 10, since })).map((r) => r.target_id)).toEqual([2]);
    expect(await repo().feedbackPage({ size: 10, since })).toMatchObject([
      { body: 'Tide tables, please', contact: 'li@example.com', user_id: reader },
    ]);
  });

  it('pages a reader’s messages newest first, with the total and the unread count', async () => {
    const reader = await data.rows.user();
    for (const kind of ['reply', 'commentLike', 'review']) await message(reader, kind);
    await message(await data.rows.user());
    const page = await repo().messages(reader, { pageNo: 1, pageSize: 2 });
    expect(page.rows.map((m) => m.kind)).toEqual(['review', 'commentLike']);
    expect(page).toMatchObject({ total: 3, unread: 3 });
    expect(await repo().unreadCount(reader)).toBe(3);
  });

  it('marks read the reader’s own messages only, the ids given or all of them', async () => {
    const reader = await data.rows.user();
    const other = await data.rows.user();
    await message(reader);
    await message(reader);
    await message(other);
    const [newest] = (await repo().messages(reader, { pageNo: 1, pageSize: 10 })).rows;
    const othersMessage = (await repo().messages(other, { pageNo: 1, pageSize: 10 })).rows[0];
    await repo().markRead(reader, [newest!.id, othersMessage!.id]);
    expect(await repo().unreadCount(reader)).toBe(1);
    expect(await repo().unreadCount(other)).toBe(1);
    await repo().markRead(reader, []);
    expect(await repo().unreadCount(reader)).toBe(1);
    await repo().markRead(reader, undefined);
    expect(await repo().unreadCount(reader)).toBe(0);
  });

  it('records shares and counts them by the reader who shared', async () => {
    const sharer = await data.rows.user();
    const share = {
      site_id: TEST_SITE_ID,
      spm: `${String(sharer)}.1.0.1.1`,
      sharer_user_id: sharer,
      page_code: 1,
      page_id: '0',
      platform_index: 1,
      source: 1,
      visitor_user_id: null,
      created_at: data.clock.iso(),
    };
    await repo().insertShare(share);
    await repo().insertShare(share);
    expect(await repo().countShares(sharer)).toBe(2);
    expect(await repo().countShares(sharer + 1)).toBe(0);
  });
});
