import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoJobSchema } from '@news/contract/console/videoJobSchemas';
import { ConsoleClient, signedInStaff } from '../testing/consoleClient.ts';
import { makeTestVideo } from '../testing/makeTestVideo.ts';
import { startServerProcess, type ServerProcess } from '../testing/startServerProcess.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';

/** Waits for a condition the server reaches in its own time, looking every 100 ms. */
async function until<T>(
  look: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testEngines())('a video job when its server dies, on $name', (engine) => {
  let database: TestDatabase;
  let dir: string;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await engine.open();
    dir = mkdtempSync(join(tmpdir(), 'news-restart-'));
    // Both servers share the data directory (the upload waits there) and the database.
    env = {
      DATA_DIR: database.cliEnv.DATA_DIR ?? dir,
      ...database.cliEnv,
      VIDEO_JOBS_INTERVAL_MS: '200',
    };
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'is taken over and finished by the server that comes next, once the dead one’s lease runs out',
    { timeout: 180_000 },
    async () => {
      // The first server's ffmpeg never finishes: the job is in hand when the server is killed.
      const stuck = join(dir, 'stuck-ffmpeg');
      writeFileSync(stuck, '#!/bin/sh\nexec sleep 30\n');
      chmodSync(stuck, 0o755);
      const first = await startServerProcess({ ...env, FFMPEG_PATH: stuck });
      servers.push(first);
      const editor = await signedInStaff(first.url, database, 'night.desk', 'editor', ['en']);
      const form = new FormData();
      const clip = await makeTestVideo(dir, { seconds: 2, width: 160, height: 90 });
      form.append('file', new Blob([readFileSync(clip)], { type: 'video/mp4' }), 'night.mp4');
      const upload = await editor.call('POST', '/uploads/videos?site=en', form);
      expect(upload.status, upload.body.msg).toBe(200);
      const jobId = Number(videoJobSchema.parse(upload.body.data).id);
      const jobs = database.db.selectFrom('video_jobs').selectAll().where('id', '=', jobId);
      const running = await until(async () => {
        const row = await jobs.executeTakeFirst();
        return row?.state === 'running' ? row : undefined;
      }, 'the first server to take the job');
      expect(running.attempts).toBe(1);
      await first.kill();

      const second = await startServerProcess({ ...env, TEST_CLOCK: 'settable' });
      servers.push(second);
      // Still leased to the dead server: the next one leaves it alone until the lease runs out.
      expect((await jobs.executeTakeFirstOrThrow()).lease_owner).toBe(running.lease_owner);
      await new ConsoleClient(second.url).call('POST', '/testing/clock', { advanceMs: 60_000 });
      const done = await until(async () => {
        const row = await jobs.executeTakeFirst();
        return row?.state === 'done' || row?.state === 'failed' ? row : undefined;
      }, 'the second server to finish the job');
      expect(done).toMatchObject({ state: 'done', attempts: 2, progress: 100, lease_owner: null });
      const master = await fetch(`${second.url}${done.hls_url}`);
      expect(await master.text()).toContain('#EXT-X-STREAM-INF');
    },
  );
});
