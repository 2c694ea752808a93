import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { VideoJobsRepository } from '../repositories/VideoJobsRepository.ts';
import { makeTestVideo } from '../testing/makeTestVideo.ts';
import { testEngines, type TestDatabase, type TestEngine } from '../testing/testDatabases.ts';
import { DirectoryMediaStore } from '../upload/DirectoryMediaStore.ts';
import { VideoJobRunner } from './VideoJobRunner.ts';

const log = Fastify({ logger: false }).log;

/** A database, a scratch directory and a one-second test video, for one file's tests. */
interface JobsBench {
  database: TestDatabase;
  dir: string;
  source: string;
}

function useJobsBench(engine: TestEngine, prefix: string): JobsBench {
  const bench = {} as JobsBench;
  beforeAll(async () => {
    bench.database = await engine.open();
    bench.dir = mkdtempSync(join(tmpdir(), prefix));
    bench.source = await makeTestVideo(bench.dir, {
      seconds: 1,
      width: 160,
      height: 90,
      audio: false,
    });
  });
  afterAll(async () => {
    await bench.database.close();
    rmSync(bench.dir, { recursive: true, force: true });
  });
  return bench;
}

/** A server's runner over the bench; `sourceNode` as a server without a shared uploads directory. */
function runnerOn(bench: JobsBench, clock: () => Date, sourceNode?: string): VideoJobRunner {
  return new VideoJobRunner(
    bench.database,
    new DirectoryMediaStore(join(bench.dir, 'media')),
    {
      ffmpeg: 'ffmpeg',
      ffprobe: 'ffprobe',
      workDir: join(bench.dir, 'work'),
      leaseMs: 30_000,
      heartbeatMs: 1_000,
      sourceNode,
    },
    clock,
    log,
  );
}

/** An upload waiting for its job, on `node`'s disk (null: a job of no server in particular). */
async function queueUpload(
  bench: JobsBench,
  clock: () => Date,
  name: string,
  node: string | null = null,
): Promise<number> {
  const path = join(bench.dir, `${name}.upload`);
  copyFileSync(bench.source, path);
  return new VideoJobsRepository(bench.database.db).insert({
    site_id: siteByLang('en').id,
    content_id: null,
    source_path: path,
    source_name: `${name}.mp4`,
    source_bytes: 1,
    source_node: node,
    state: 'queued',
    stage: 'queued',
    created_by: null,
    created_at: clock().toISOString(),
    updated_at: clock().toISOString(),
  });
}

describe.each(testEngines())('video jobs in the database on $name', (engine) => {
  const bench = useJobsBench(engine, 'news-jobs-');
  let now = Date.parse('2026-11-24T10:00:00.000Z');
  const clock = (): Date => new Date(now);
  const runner = (): VideoJobRunner => runnerOn(bench, clock);
  const queue = (name: string): Promise<number> => queueUpload(bench, clock, name);

  it('gives a job to exactly one of several servers claiming at once', async () => {
    const id = await queue('once');
    const jobs = new VideoJobsRepository(bench.database.db);
    const at = clock().toISOString();
    const until = new Date(now + 30_000).toISOString();
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((owner) => jobs.claim(owner, at, until)),
    );
    expect(claims.filter((c) => c?.id === id)).toHaveLength(1);
  });

  it(
    'resumes the job of a server that stopped: another takes it when the lease runs out',
    { timeout: 60_000 },
    async () => {
      // The job claimed in the last test belongs to a server that never came back.
      const stalled = await bench.database.db
        .selectFrom('video_jobs')
        .selectAll()
        .where('source_name', '=', 'once.mp4')
        .executeTakeFirstOrThrow();
      expect(stalled).toMatchObject({ state: 'running', attempts: 1 });
      const next = runner();
      // Before the lease ends the job is still the stopped server's: nothing to take.
      expect(await next.runOnce()).toBe(false);
      now += 31_000;
      expect(await next.runOnce()).toBe(true);
      const done = await new VideoJobsRepository(bench.database.db).find(stalled.id);
      expect(done).toMatchObject({ state: 'done', attempts: 2, lease_owner: null, progress: 100 });
      expect(done?.hls_url).toMatch(/^\/media\/videos\/.+\.m3u8$/);
    },
  );

  it('stops trying after the last attempt, with the reason for the console', async () => {
    const id = await queue('unlucky');
    const jobs = new VideoJobsRepository(bench.database.db);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const claimed = await jobs.claim(
        `crashing-${String(attempt)}`,
        clock().toISOString(),
        new Date(now + 30_000).toISOString(),
      );
      expect(claimed?.id).toBe(id);
      now += 31_000;
    }
    expect(await runner().runOnce()).toBe(false);
    expect(await jobs.find(id)).toMatchObject({
      state: 'failed',
      error: 'video.failed.attempts',
      attempts: 3,
    });
  });

  it('lets a server that lost its lease finish nothing: the job stays the new holder’s', async () => {
    const id = await queue('contested');
    const jobs = new VideoJobsRepository(bench.database.db);
    const first = await jobs.claim(
      'first',
      clock().toISOString(),
      new Date(now + 30_000).toISOString(),
    );
    expect(first?.id).toBe(id);
    now += 31_000;
    const second = await jobs.claim(
      'second',
      clock().toISOString(),
      new Date(now + 30_000).toISOString(),
    );
    expect(second?.id).toBe(id);
    expect(await jobs.updateHeld(id, 'first', { state: 'done' })).toBe(false);
    expect(await jobs.find(id)).toMatchObject({ state: 'running', lease_owner: 'second' });
  });
});

describe.each(testEngines())(
  'video jobs on servers that keep uploads on their own disks, on $name',
  (engine) => {
    const bench = useJobsBench(engine, 'news-jobs-nodes-');
    const now = Date.parse('2026-11-24T10:00:00.000Z');
    const clock = (): Date => new Date(now);
    const server = (sourceNode?: string): VideoJobRunner => runnerOn(bench, clock, sourceNode);
    const upload = (name: string, node: string | null): Promise<number> =>
      queueUpload(bench, clock, name, node);

    it('leaves an upload to the server that has its file', { timeout: 60_000 }, async () => {
      const id = await upload('on-a', 'host-a:/data/video-sources');
      // Server B has not got the file: it takes nothing, and the job stays queued, untouched.
      expect(await server('host-b:/data/video-sources').runOnce()).toBe(false);
      const jobs = new VideoJobsRepository(bench.database.db);
      expect(await jobs.find(id)).toMatchObject({ state: 'queued', attempts: 0 });
      expect(await server('host-a:/data/video-sources').runOnce()).toBe(true);
      expect(await jobs.find(id)).toMatchObject({ state: 'done', attempts: 1 });
    });

    it('lets any server take a job of no server in particular, and any job when uploads are shared', async () => {
      const jobs = new VideoJobsRepository(bench.database.db);
      const at = clock().toISOString();
      const until = new Date(now + 30_000).toISOString();
      const old = await upload('before-nodes', null);
      expect((await jobs.claim('b', at, until, 'host-b:/data/video-sources'))?.id).toBe(old);
      const onA = await upload('shared-a', 'host-a:/data/video-sources');
      expect(await jobs.claim('b', at, until, 'host-b:/data/video-sources')).toBeUndefined();
      // Shared uploads: the runner claims without a node.
      expect((await jobs.claim('b', at, until))?.id).toBe(onA);
    });
  },
);
