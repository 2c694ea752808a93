import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const site = siteByLang('en');
const HOUR = 3_600_000;

describe.each(testEngines())('LiveService on $name', (engine) => {
  const fixture = useServices(engine);
  const live = () => fixture.services.live;
  const rows = () => fixture.data.rows;
  const clock = () => fixture.data.clock;

  it('lists broadcasts on air first, then upcoming soonest first, then replays newest first', async () => {
    const laterPreview = await rows().live({
      start_time: clock().iso(3 * HOUR),
      end_time: clock().iso(4 * HOUR),
    });
    const soonPreview = await rows().live({
      start_time: clock().iso(HOUR),
      end_time: clock().iso(2 * HOUR),
    });
    const onAir = await rows().live({
      start_time: clock().iso(-HOUR),
      end_time: clock().iso(HOUR),
    });
    const oldReplay = await rows().live({
      start_time: clock().iso(-5 * HOUR),
      end_time: clock().iso(-4 * HOUR),
    });
    const newReplay = await rows().live({
      start_time: clock().iso(-3 * HOUR),
      end_time: clock().iso(-2 * HOUR),
    });
    const page = await live().list(site, undefined, { pageNo: 1, pageSize: 10 });
    expect(page.rows.map((l) => [Number(l.id), l.status])).toEqual([
      [onAir, 'live'],
      [soonPreview, 'preview'],
      [laterPreview, 'preview'],
      [newReplay, 'playback'],
      [oldReplay, 'playback'],
    ]);
  });

  it('filters by status and pages what is left, with its total', async () => {
    for (let i = 1; i <= 3; i += 1)
      await rows().live({
        start_time: clock().iso(i * HOUR),
        end_time: clock().iso((i + 1) * HOUR),
      });
    await rows().live({ start_time: clock().iso(-HOUR), end_time: clock().iso(HOUR) });
    const page = await live().list(site, 'preview', { pageNo: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(page.rows).toHaveLength(1);
  });

  it('goes live at its start time without anyone acting', async () => {
    const id = String(await rows().live());
    expect((await live().detail(site, id, 'device-a')).status).toBe('preview');
    clock().advance(HOUR);
    expect((await live().detail(site, id, 'device-a')).status).toBe('live');
  });

  it('gives the stream address only while live, and the replay only after', async () => {
    const id = String(await rows().live({ stream_url: '/live.m3u8', replay_url: '/replay.mp4' }));
    const at = async () => {
      const d = await live().detail(site, id, 'device-a');
      return [d.status, d.streamUrl, d.replayUrl];
    };
    expect(await at()).toEqual(['preview', '', '']);
    clock().advance(HOUR);
    expect(await at()).toEqual(['live', '/live.m3u8', '']);
    clock().advance(HOUR);
    expect(await at()).toEqual(['playback', '', '/replay.mp4']);
  });

  it('counts a viewer once per device in half an hour', async () => {
    const id = String(await rows().live());
    expect((await live().detail(site, id, 'device-a')).viewerCount).toBe(1);
    expect((await live().detail(site, id, 'device-a')).viewerCount).toBe(1);
    expect((await live().detail(site, id, 'device-b')).viewerCount).toBe(2);
    clock().advance(30 * 60_000);
    expect((await live().detail(site, id, 'device-a')).viewerCount).toBe(3);
  });

  it('refuses a broadcast of another site', async () => {
    const russian = String(await rows().live({ site_id: 42 }));
    await expect(live().detail(site, russian, 'device-a')).rejects.toEqual(refusal('error.noData'));
  });

  it('gives messages newest first with a cursor, and after it only newer ones', async () => {
    const id = await rows().live();
    const post = async (content: string) => {
      clock().advance(1_000);
      const row = await fixture.data.db
        .insertInto('live_messages')
        .values({
          live_id: id,
          kind: 'host',
          author: 'Host',
          content,
          image: '',
          created_at: clock().iso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    };
    await post('Welcome');
    const second = await post('Boats leaving');
    const first = await live().messages(site, String(id), undefined, 10);
    expect(first.rows.map((m) => m.content)).toEqual(['Boats leaving', 'Welcome']);
    expect(first.cursor).toBe(second);
    const third = await post('Fireworks');
    const next = await live().messages(site, String(id), first.cursor, 10);
    expect(next).toMatchObject({
      rows: [{ id: third, content: 'Fireworks', kind: 'host' }],
      cursor: third,
    });
    expect(await live().messages(site, String(id), next.cursor, 10)).toEqual({
      rows: [],
      cursor: third,
    });
  });

  it('gives replay chapters whose addresses seek the replay to each chapter', async () => {
    const id = await rows().live({ replay_url: '/replay.mp4' });
    await fixture.data.db
      .insertInto('live_segments')
      .values([
        { live_id: id, title: 'Speeches', offset_seconds: 600, sort: 2 },
        { live_id: id, title: 'Opening', offset_seconds: 0, sort: 1 },
      ])
      .execute();
    const chapters = await live().backPlayList(site, String(id));
    expect(chapters.map((c) => [c.title, c.url])).toEqual([
      ['Opening', '/replay.mp4#t=0'],
      ['Speeches', '/replay.mp4#t=600'],
    ]);
    const noReplay = await rows().live({ replay_url: '' });
    await fixture.data.db
      .insertInto('live_segments')
      .values({ live_id: noReplay, title: 'Only', offset_seconds: 5, sort: 1 })
      .execute();
    expect((await live().backPlayList(site, String(noReplay)))[0]?.url).toBe('');
  });
});
