import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { fileSourceOf } from '../../testing/fileSourceOf.ts';
import { makeTestVideo } from '../../testing/makeTestVideo.ts';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const RU = siteByLang('ru').id;

describe.each(testEngines())('VideoJobService on $name', (engine) => {
  const fixture = useServices(engine, () => ({ VIDEO_UPLOAD_MAX_MB: '1' }));
  const videos = () => fixture.services.videoJobs;
  let dir = '';
  let clip: Buffer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-video-jobs-'));
    clip = readFileSync(
      await makeTestVideo(dir, { seconds: 1, width: 64, height: 36, audio: false }),
    );
  }, 60_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  /** The uploads waiting in the server's source folder. */
  const waiting = (): string[] => {
    try {
      return readdirSync(join(fixture.services.config.dataDir, 'video-sources'));
    } catch {
      return [];
    }
  };

  it('takes an MP4 as a queued job of the site, kept for the runner, which it wakes', async () => {
    let woken = 0;
    fixture.services.signals.videoJobQueued.on(() => {
      woken += 1;
    });
    const staff = await fixture.staff('editor', ['en']);
    const before = waiting().length;
    const job = await videos().upload(staff, 'en', fileSourceOf(clip, 'harbour.mp4'));
    expect(job).toMatchObject({
      state: 'queued',
      stage: 'queued',
      sourceName: 'harbour.mp4',
      durationS: 1,
      width: 64,
      height: 36,
      failureKey: '',
    });
    expect(waiting()).toHaveLength(before + 1);
    expect(woken).toBe(1);
    const row = await fixture.data.db
      .selectFrom('video_jobs')
      .select(['source_bytes', 'created_by'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source_bytes: clip.length, created_by: staff.id });
  });

  it('refuses a file that is not a playable video, keeping nothing of it', async () => {
    const staff = await fixture.staff('editor', ['en']);
    const before = waiting().length;
    await expect(
      videos().upload(staff, 'en', fileSourceOf(Buffer.from('not a video at all'), 'a.mp4')),
    ).rejects.toEqual(refusal('error.uploadNotVideo'));
    await expect(videos().upload(staff, 'en', fileSourceOf(undefined))).rejects.toEqual(
      refusal('error.uploadMissing'),
    );
    expect(waiting()).toHaveLength(before);
    expect(await fixture.data.db.selectFrom('video_jobs').select('id').execute()).toEqual([]);
  });

  it('refuses a file over the limit as too large, naming the limit', async () => {
    const staff = await fixture.staff('editor', ['en']);
    const before = waiting().length;
    await expect(
      videos().upload(staff, 'en', fileSourceOf(Buffer.alloc(1024 * 1024 + 1), 'big.mp4')),
    ).rejects.toMatchObject({
      kind: 'tooLarge',
      messageKey: 'error.uploadVideoTooLarge',
      params: { max: 1 },
    });
    expect(waiting()).toHaveLength(before);
  });

  it('keeps an editor to the videos of their sites', async () => {
    const staff = await fixture.staff('editor', ['en']);
    await expect(videos().upload(staff, 'ru', fileSourceOf(clip))).rejects.toMatchObject({
      kind: 'forbidden',
      params: { site: 'ru' },
    });
    const theirs = await fixture.data.rows.videoJob({ site_id: RU });
    await expect(videos().get(staff, theirs)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(videos().get(staff, 999_999)).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('gives a job’s progress, and why it failed as a key for the console to say', async () => {
    const staff = await fixture.staff('editor', ['en']);
    const id = await fixture.data.rows.videoJob({
      state: 'failed',
      progress: 140,
      error: 'video.failed.transcode',
    });
    expect(await videos().get(staff, id)).toMatchObject({
      id: String(id),
      state: 'failed',
      progress: 100,
      failureKey: 'video.failed.transcode',
    });
  });
});
