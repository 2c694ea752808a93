import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const DAY = 86_400_000;
const EN = siteByLang('en').id;
const RU = siteByLang('ru').id;

describe.each(testEngines())('DashboardService on $name', (engine) => {
  const fixture = useServices(engine);
  const dashboard = () => fixture.services.dashboard;
  const rows = () => fixture.data.rows;

  it('counts what waits in each queue of the sites', async () => {
    const reader = await rows().user();
    await rows().user({ status: 'pending' });
    await rows().user({ status: 'pending', site_id: RU });
    await rows().user({ status: 'deactivating' });
    const item = await rows().item();
    await rows().comment({ content_id: item, user_id: reader });
    await rows().comment({ content_id: item, user_id: reader, status: 'pending' });
    await rows().report({ user_id: reader, target_type: 'content', target_id: item });
    await rows().feedback();
    await rows().feedback({ status: 'handled' });
    expect(await dashboard().queues([EN])).toEqual({
      registrations: 1,
      comments: { new: 1, reported: 0, held: 1, hidden: 0 },
      reports: 1,
      feedback: 1,
      deactivations: 1,
    });
  });

  it('charts registrations and comments per day over the days asked, days without any at zero', async () => {
    const today = fixture.data.clock.iso().slice(0, 10);
    const yesterday = fixture.data.clock.iso(-DAY).slice(0, 10);
    const twoDaysAgo = fixture.data.clock.iso(-2 * DAY).slice(0, 10);
    const reader = await rows().user({ created_at: fixture.data.clock.iso(-DAY) });
    await rows().user({ created_at: fixture.data.clock.iso(-DAY) });
    await rows().user({ created_at: fixture.data.clock.iso(-5 * DAY) });
    const item = await rows().item();
    await rows().comment({ content_id: item, user_id: reader });
    const staff = await fixture.staff('moderator', ['en']);
    const figures = await dashboard().get(staff, { days: 3 });
    expect(figures.registrationsPerDay).toEqual([
      { day: twoDaysAgo, count: 0 },
      { day: yesterday, count: 2 },
      { day: today, count: 0 },
    ]);
    expect(figures.commentsPerDay.at(-1)).toEqual({ day: today, count: 1 });
  });

  it('names the most read items today and over the week', async () => {
    const today = fixture.data.clock.iso().slice(0, 10);
    const old = fixture.data.clock.iso(-3 * DAY).slice(0, 10);
    const hot = await rows().item({ title: 'Hot today' });
    const steady = await rows().item({ title: 'Read all week' });
    const reads = fixture.services.database.db;
    await reads
      .insertInto('content_daily_reads')
      .values([
        { content_id: hot, site_id: EN, day: today, reads: 5 },
        { content_id: steady, site_id: EN, day: old, reads: 20 },
        { content_id: steady, site_id: EN, day: today, reads: 1 },
      ])
      .execute();
    const figures = await dashboard().get(await fixture.staff('editor', ['en']), { days: 7 });
    expect(figures.mostReadToday.map((r) => [r.title, r.reads])).toEqual([
      ['Hot today', 5],
      ['Read all week', 1],
    ]);
    expect(figures.mostReadWeek.map((r) => [r.title, r.reads])).toEqual([
      ['Read all week', 21],
      ['Hot today', 5],
    ]);
  });

  it('shows the queues to moderators only, and each staff member their own sites only', async () => {
    const editor = await fixture.staff('editor', ['en']);
    expect((await dashboard().get(editor, { days: 1 })).queues).toBeNull();
    const moderator = await fixture.staff('moderator', ['en']);
    expect((await dashboard().get(moderator, { days: 1 })).queues).not.toBeNull();
    await expect(dashboard().get(editor, { days: 1, site: 'ru' })).rejects.toMatchObject({
      kind: 'forbidden',
      params: { site: 'ru' },
    });
  });
});
