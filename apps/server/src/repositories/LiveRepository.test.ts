import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { LiveRepository } from './LiveRepository.ts';

const HOUR = 3_600_000;

describe.each(testEngines())('LiveRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new LiveRepository(data.db);

  it('lists a site’s broadcasts, latest start first, and finds one only on its site', async () => {
    const earlier = await data.rows.live({ start_time: data.clock.iso(-HOUR) });
    const later = await data.rows.live({ start_time: data.clock.iso(HOUR) });
    await data.rows.live({ site_id: 42 });
    expect((await repo().list(TEST_SITE_ID)).map((l) => l.id)).toEqual([later, earlier]);
    expect(await repo().find(TEST_SITE_ID, earlier)).toMatchObject({ id: earlier });
    expect(await repo().find(42, earlier)).toBeUndefined();
  });

  it('keeps replay chapters in their order', async () => {
    const live = await data.rows.live();
    await repo().insertSegments([
      { live_id: live, title: 'Second', offset_seconds: 600, sort: 2 },
      { live_id: live, title: 'First', offset_seconds: 0, sort: 1 },
    ]);
    await repo().insertSegments([]);
    expect((await repo().segments(live)).map((s) => s.title)).toEqual(['First', 'Second']);
  });

  async function messages(live: number, times: number[]) {
    await repo().insertMessages(
      times.map((offset, i) => ({
        live_id: live,
        kind: i === 0 ? 'host' : 'message',
        author: `Author ${String(i)}`,
        content: `Message ${String(i)}`,
        image: '',
        created_at: data.clock.iso(offset),
      })),
    );
    return (
      await data.db
        .selectFrom('live_messages')
        .select('id')
        .where('live_id', '=', live)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
  }

  it('shows messages up to now, newest first, and scheduled ones only when their time comes', async () => {
    const live = await data.rows.live();
    const [a, b, scheduled] = await messages(live, [-2_000, -1_000, 60_000]);
    const shown = async () =>
      (await repo().messages(live, data.clock.iso(), undefined, 10)).map((m) => m.id);
    expect(await shown()).toEqual([b, a]);
    data.clock.advance(60_000);
    expect(await shown()).toEqual([scheduled, b, a]);
  });

  it('gives only the messages after a cursor, by time and then id, so a poll misses none', async () => {
    const live = await data.rows.live();
    const [first, sameTimeA, sameTimeB, later] = await messages(
      live,
      [-3_000, -2_000, -2_000, -1_000],
    );
    const anchor = await repo().message(live, sameTimeA!);
    const after = await repo().messages(
      live,
      data.clock.iso(),
      { createdAt: anchor!.created_at, id: anchor!.id },
      10,
    );
    expect(after.map((m) => m.id)).toEqual([later, sameTimeB]);
    expect(after.map((m) => m.id)).not.toContain(first);
  });

  it('limits a page of messages, and finds a message only within its broadcast', async () => {
    const live = await data.rows.live();
    const ids = await messages(live, [-3_000, -2_000, -1_000]);
    expect((await repo().messages(live, data.clock.iso(), undefined, 2)).length).toBe(2);
    expect(await repo().message(await data.rows.live(), ids[0]!)).toBeUndefined();
  });

  it('counts a view', async () => {
    const live = await data.rows.live();
    await repo().addView(live);
    await repo().addView(live);
    expect((await repo().find(TEST_SITE_ID, live))?.view_count).toBe(2);
  });
});
