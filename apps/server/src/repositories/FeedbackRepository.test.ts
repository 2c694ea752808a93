import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { FeedbackRepository } from './FeedbackRepository.ts';

const OTHER_SITE_ID = 37;
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('FeedbackRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new FeedbackRepository(data.db);

  it('pages the sites’ feedback newest first, with the sender’s username when there is one', async () => {
    const reader = await data.rows.user({ username: 'reader_li' });
    const first = await data.rows.feedback({ user_id: reader, body: 'The map is wrong' });
    const second = await data.rows.feedback({ body: 'Thanks', contact: 'a@example.com' });
    await data.rows.feedback({ site_id: OTHER_SITE_ID });
    const page = await repo().page({ siteIds: [TEST_SITE_ID] }, firstPage);
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => [r.id, r.user_name, r.contact])).toEqual([
      [second, null, 'a@example.com'],
      [first, 'reader_li', ''],
    ]);
    expect(await repo().page({ siteIds: [] }, firstPage)).toEqual({ rows: [], total: 0 });
  });

  it('filters by state and by words in the text', async () => {
    await data.rows.feedback({ body: 'Ferry timetable is out of date' });
    await data.rows.feedback({ body: 'Great ferry story', status: 'handled' });
    await data.rows.feedback({ body: 'Nothing to say', status: 'read' });
    const bodies = async (filter: { status?: string; words?: string }) =>
      (await repo().page({ siteIds: [TEST_SITE_ID], ...filter }, firstPage)).rows.map(
        (r) => r.body,
      );
    expect(await bodies({ status: 'handled' })).toEqual(['Great ferry story']);
    expect(await bodies({ words: 'ferry' })).toEqual([
      'Great ferry story',
      'Ferry timetable is out of date',
    ]);
  });

  it('counts what is not yet handled as the queue', async () => {
    await data.rows.feedback();
    await data.rows.feedback({ status: 'read' });
    await data.rows.feedback({ status: 'handled' });
    await data.rows.feedback({ site_id: OTHER_SITE_ID });
    expect(await repo().countOpen([TEST_SITE_ID])).toBe(2);
  });

  it('finds one feedback and stores its answer', async () => {
    const id = await data.rows.feedback();
    await repo().update(id, { status: 'handled', answer: 'Fixed', answered_at: data.clock.iso() });
    expect(await repo().find(id)).toMatchObject({
      status: 'handled',
      answer: 'Fixed',
      answered_at: data.clock.iso(),
      user_name: null,
    });
    expect(await repo().find(id + 1000)).toBeUndefined();
  });
});
