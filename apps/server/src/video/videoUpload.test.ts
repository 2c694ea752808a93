import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoJobSchema, type VideoJob } from '@news/contract/console/videoJobSchemas';
import { signedInStaff, type ConsoleClient } from '../testing/consoleClient.ts';
import { makeTestVideo } from '../testing/makeTestVideo.ts';
import { statusOf } from '../testing/statusOf.ts';
import { videoNode, videoSourcesDir } from './videoNode.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

function fileForm(path: string, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)], { type }), name);
  return form;
}

/** Asks for the job until it is done or failed (the server processes it in the background). */
async function finished(client: ConsoleClient, id: string): Promise<VideoJob> {
  for (;;) {
    const job = videoJobSchema.parse((await client.get(`/video-jobs/${id}`)).body.data);
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(testEngines())('video uploads on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor: ConsoleClient;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'news-video-'));
    database = await engine.open();
    server = await startTestServer(database);
    editor = await signedInStaff(server.baseUrl, database, 'video.desk', 'editor', ['en']);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'turns an MP4 into a poster, an MP4 fallback and HLS in two renditions, with its duration',
    { timeout: 120_000 },
    async () => {
      const file = await makeTestVideo(dir, { seconds: 3, width: 320, height: 180 });
      const answer = await editor.call(
        'POST',
        '/uploads/videos?site=en',
        fileForm(file, 'clip.mp4', 'video/mp4'),
      );
      expect(answer.status, answer.body.msg).toBe(200);
      const queued = videoJobSchema.parse(answer.body.data);
      expect(queued).toMatchObject({
        sourceName: 'clip.mp4',
        durationS: 3,
        width: 320,
        height: 180,
      });

      // The upload waits on this server's disk, and the job says so: another server (without a
      // shared uploads directory) leaves it to this one.
      const row = await database.db
        .selectFrom('video_jobs')
        .select('source_node')
        .where('id', '=', Number(queued.id))
        .executeTakeFirstOrThrow();
      expect(row.source_node).toBe(videoNode(videoSourcesDir(server.config.dataDir)));

      const job = await finished(editor, queued.id);
      expect(job, job.error).toMatchObject({
        state: 'done',
        stage: 'done',
        progress: 100,
        durationS: 3,
      });
      const master = await (await fetch(`${server.baseUrl}${job.hlsUrl}`)).text();
      const variants = master.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(master).toContain('#EXT-X-STREAM-INF');
      expect(variants).toHaveLength(2);
      expect(master).toMatch(/RESOLUTION=320x180/);
      expect(master).toMatch(/RESOLUTION=160x90/);
      for (const variant of variants) {
        const playlist = await (await fetch(`${server.baseUrl}${variant}`)).text();
        expect(playlist).toContain('#EXT-X-ENDLIST');
        const segments = playlist.split('\n').filter((line) => line && !line.startsWith('#'));
        expect(segments.length).toBeGreaterThan(0);
        for (const segment of segments)
          expect(await statusOf(`${server.baseUrl}${segment}`)).toBe(200);
      }
      const mp4 = await fetch(`${server.baseUrl}${job.mp4Url}`);
      expect(mp4.headers.get('content-type')).toBe('video/mp4');
      expect((await mp4.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      const poster = await fetch(`${server.baseUrl}${job.posterUrl}`);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
    },
  );

  it('refuses a file that is not an MP4 or MOV video before any job exists', async () => {
    const fake = join(dir, 'fake.mp4');
    writeFileSync(fake, 'this is not a video at all');
    const refused = await editor.call(
      'POST',
      '/uploads/videos?site=en',
      fileForm(fake, 'fake.mp4', 'video/mp4'),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('This file is not an MP4 or MOV video that can be played.');
    // A picture is not a video either, whatever it is called.
    const png = join(dir, 'still.mp4');
    writeFileSync(png, Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(
      (
        await editor.call(
          'POST',
          '/uploads/videos?site=en',
          fileForm(png, 'still.mp4', 'video/mp4'),
        )
      ).status,
    ).toBe(400);
    const jobs = await database.db.selectFrom('video_jobs').select('source_name').execute();
    expect(jobs.map((j) => j.source_name)).toEqual(['clip.mp4']);
  });

  it('refuses an upload for a site the editor does not work on', async () => {
    const file = await makeTestVideo(dir, { seconds: 1, name: 'other.mp4' });
    const refused = await editor.call(
      'POST',
      '/uploads/videos?site=ru',
      fileForm(file, 'other.mp4', 'video/mp4'),
    );
    expect(refused.status).toBe(403);
  });
});
