import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { VideoJobsRepository } from './VideoJobsRepository.ts';

const MINUTE = 60_000;

describe.each(testEngines())('VideoJobsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new VideoJobsRepository(data.db);
  const claim = (owner: string, node?: string) =>
    repo().claim(owner, data.clock.iso(), data.clock.iso(MINUTE), node);

  it('hands the oldest waiting job to one server, under a lease, counting the attempt', async () => {
    const first = await data.rows.videoJob();
    const second = await data.rows.videoJob();
    expect(await claim('server-a')).toMatchObject({
      id: first,
      state: 'running',
      lease_owner: 'server-a',
      lease_expires_at: data.clock.iso(MINUTE),
      attempts: 1,
    });
    expect((await claim('server-b'))?.id).toBe(second);
    expect(await claim('server-c')).toBeUndefined();
  });

  it('takes a job whose server’s lease ran out, until its attempts are used up', async () => {
    const id = await data.rows.videoJob({
      state: 'running',
      lease_owner: 'gone',
      lease_expires_at: data.clock.iso(-1),
      attempts: 1,
      max_attempts: 2,
    });
    expect(await claim('server-a')).toMatchObject({ id, attempts: 2, lease_owner: 'server-a' });
    await data.db
      .updateTable('video_jobs')
      .set({ lease_expires_at: data.clock.iso(-1) })
      .where('id', '=', id)
      .execute();
    expect(await claim('server-b')).toBeUndefined();
    expect(await repo().failExhausted(data.clock.iso(), 'video.failed.attempts')).toBe(1);
    expect(await repo().find(id)).toMatchObject({
      state: 'failed',
      error: 'video.failed.attempts',
      lease_owner: null,
      finished_at: data.clock.iso(),
    });
  });

  it('gives a server only jobs whose file is on its disk, or on none in particular', async () => {
    const elsewhere = await data.rows.videoJob({ source_node: 'node-b' });
    const anywhere = await data.rows.videoJob({ source_node: null });
    expect((await claim('server-a', 'node-a'))?.id).toBe(anywhere);
    expect(await claim('server-a', 'node-a')).toBeUndefined();
    expect((await claim('server-b', 'node-b'))?.id).toBe(elsewhere);
  });

  it('lets only the lease holder change a running job', async () => {
    const id = await data.rows.videoJob();
    await claim('server-a');
    expect(await repo().updateHeld(id, 'server-b', { progress: 50 })).toBe(false);
    expect(await repo().updateHeld(id, 'server-a', { progress: 50 })).toBe(true);
    expect(await repo().find(id)).toMatchObject({ progress: 50 });
  });

  it('attaches jobs to an item, the newest being the video it plays', async () => {
    const item = await data.rows.item({ publish_type: 'SHIPING' });
    const older = await data.rows.videoJob();
    const newer = await data.rows.videoJob();
    await repo().attach(older, item);
    await repo().attach(newer, item);
    expect((await repo().latestFor(item))?.id).toBe(newer);
    expect(await repo().latestFor(item + 1000)).toBeUndefined();
  });
});
