import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoJobSchema } from '@news/contract/console/videoJobSchemas';
import { buildSignedHeaders } from '@news/contract/signing';
import {
  startCluster,
  type Cluster,
  type ClusterInstance,
} from '@news/server/cluster/startCluster';
import { SHARED_DEMO_PHOTO_DIR } from '@news/server/seed/photos/DemoPhotoCache';
import { openDatabase, type DatabaseHandle } from '@news/server/db/database';
import { UsersRepository } from '@news/server/repositories/UsersRepository';
import { signedInStaff } from '@news/server/testing/consoleClient';
import { pngImage } from '@news/server/testing/imageFixtures';
import { makeTestVideo } from '@news/server/testing/makeTestVideo';
import { passwordSealer, READER_PASSWORD } from '@news/server/testing/readerAccount';
import { commentableItems } from '@news/server/testing/commentableItems';
import { captchaCode } from './captchaCode.ts';

/**
 * `npm run cluster` as the tests start it: PostgreSQL, Redis, three compiled servers in
 * production mode and HAProxy, on 127.0.0.1. What one instance starts another finishes, a write
 * through one shows through the others, and instances leave — drained or killed — without losing
 * more than a killed one's requests in flight, nor any acknowledged write.
 */

const SECRET = 'cluster-test-sign-secret';
/** Long enough that a change seen through another instance can only have come by the signal. */
const RESPONSE_CACHE_MS = 30_000;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

interface Answer {
  status: number;
  servedBy: string;
  envelope: Envelope | undefined;
}

function signed(deviceId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...buildSignedHeaders({ platform: 'H5', deviceId, lang: 'en', secret: SECRET }),
    ...extra,
  };
}

async function call(
  base: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; deviceId?: string } = {},
): Promise<Answer> {
  const headers = options.headers ?? signed(options.deviceId ?? 'cluster-test');
  const res = await fetch(`${base}/enapi${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers:
      options.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let envelope: Envelope | undefined;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    envelope = undefined;
  }
  return { status: res.status, servedBy: res.headers.get('x-served-by') ?? '', envelope };
}

/** A captcha code for the device from one instance (its proof-of-work challenge, solved). */
const captchaAnswer = (base: string, deviceId: string): Promise<string> =>
  captchaCode(`${base}/enapi`, signed(deviceId));

async function until(probe: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not met within ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Outcome {
  started: number;
  ended: number;
  ok: boolean;
  status: number;
  servedBy: string;
  /** The feedback text of a write. */
  write?: string;
}

/**
 * Readers through the balancer, each one request after another until stopped: two list reads
 * for every feedback write, every request signed afresh.
 */
function startLoad(base: string, readers: number): { outcomes: Outcome[]; stop(): Promise<void> } {
  const outcomes: Outcome[] = [];
  let running = true;
  const reader = async (n: number): Promise<void> => {
    for (let i = 0; running; i += 1) {
      const write = i % 3 === 0 ? `load ${String(n)}-${String(i)}` : undefined;
      const started = Date.now();
      let answer: Answer;
      try {
        answer = write
          ? await call(base, '/feedback/submitFeedback', {
              body: { content: write },
              deviceId: `load-${String(n)}`,
            })
          : await call(base, `/cms/content/commonList?pageSize=5&pageNo=${String(1 + (i % 3))}`, {
              deviceId: `load-${String(n)}`,
            });
      } catch {
        answer = { status: 0, servedBy: '', envelope: undefined };
      }
      outcomes.push({
        started,
        ended: Date.now(),
        ok: answer.status === 200 && answer.envelope?.code === 1,
        status: answer.status,
        servedBy: answer.servedBy,
        ...(write ? { write } : {}),
      });
    }
  };
  const all = Promise.all(Array.from({ length: readers }, (_, n) => reader(n)));
  return {
    outcomes,
    async stop() {
      running = false;
      await all;
    },
  };
}

describe('three servers behind HAProxy, with PostgreSQL and Redis', () => {
  let cluster: Cluster;
  let db: DatabaseHandle;
  let s1: ClusterInstance;
  let s2: ClusterInstance;
  let s3: ClusterInstance;
  let token = '';
  let itemId = '';
  const acknowledged: string[] = [];

  beforeAll(async () => {
    cluster = await startCluster({
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SIGN_SECRET: SECRET,
        LOG_LEVEL: 'warn',
        RESPONSE_CACHE_MS: String(RESPONSE_CACHE_MS),
        // Past the balancer's two failed checks half a second apart, with room for a busy machine.
        SHUTDOWN_GRACE_MS: '2500',
        WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
        // The load below is many readers writing feedback from this one address, which the
        // feedback door would stop within seconds: this suite is about the balancer, and the
        // doors' own budgets are tested in apps/server/src/security/.
        RATE_LIMITS: 'feedback.address=100000/3600',
        // The demo photographs the global set-up made, copied rather than made again.
        DEMO_PHOTO_DIR: SHARED_DEMO_PHOTO_DIR,
      },
    });
    [s1, s2, s3] = cluster.instances as [ClusterInstance, ClusterInstance, ClusterInstance];
    db = openDatabase({ databaseUrl: cluster.postgresUrl, dataDir: '' });
    [itemId = ''] = await commentableItems(db.db, 'en', { publishType: 'TUWEN' });
  }, 240_000);

  afterAll(async () => {
    await db.close();
    await cluster.stop();
  }, 60_000);

  it('sends requests round robin to all three', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 6; i += 1)
      served.add((await call(cluster.url, '/cms/content/appList')).servedBy);
    expect([...served].sort()).toEqual(['s1', 's2', 's3']);
  });

  it('signs a reader in with captchas fetched from one instance and answered to another', async () => {
    const device = 'reader-device-0001';
    const seal = await passwordSealer(s1.url, signed(device));
    const registered = await call(s2.url, '/register.do', {
      deviceId: device,
      body: {
        username: 'cluster_reader',
        password: seal(READER_PASSWORD),
        confirmPassword: seal(READER_PASSWORD),
        code: await captchaAnswer(s1.url, device),
        question: 'firstPet',
        answer: 'Mimi',
      },
    });
    expect(registered.envelope?.code, registered.envelope?.msg).toBe(1);
    const users = new UsersRepository(db.db);
    const user = await users.findByUsername('cluster_reader');
    await users.update(user?.id ?? 0, { status: 'active' });

    const code = await captchaAnswer(s2.url, device);
    const login = await call(s3.url, '/checkLogin.do', {
      deviceId: device,
      body: { username: 'cluster_reader', password: seal(READER_PASSWORD), code },
    });
    expect(login.envelope?.code, login.envelope?.msg).toBe(1);
    token = (login.envelope?.data as { token: string }).token;
    // Single use across instances: the answer is gone everywhere.
    const again = await call(s1.url, '/checkLogin.do', {
      deviceId: device,
      body: { username: 'cluster_reader', password: seal(READER_PASSWORD), code },
    });
    expect(again.envelope?.code).toBe(0);

    const profile = await call(s1.url, '/people/user/info.do', {
      headers: signed(device, { token }),
    });
    expect(profile.envelope?.code).toBe(1);
    expect(profile.envelope?.data).toMatchObject({ username: 'cluster_reader' });
  });

  it('refuses a request replayed to another instance', async () => {
    const headers = signed('replay-device');
    expect((await call(s1.url, '/cms/content/appList', { headers })).status).toBe(200);
    const replayed = await call(s2.url, '/cms/content/appList', { headers });
    expect(replayed.status).toBe(403);
    expect(replayed.envelope?.code).toBe(403);
    expect((await call(cluster.url, '/cms/content/appList', { headers })).status).toBe(403);
  });

  it('shows a comment posted through one instance through the others, before their cache expires', async () => {
    const detail = async (instance: ClusterInstance): Promise<number> =>
      (
        (await call(instance.url, `/cms/content/commonDetail?id=${itemId}`)).envelope?.data as {
          commentCount: number;
        }
      ).commentCount;
    // The others have the item's answer in their caches, for 30 s.
    const before = await detail(s2);
    expect(await detail(s3)).toBe(before);
    const posted = await call(s1.url, '/people/comment/save.do', {
      headers: signed('reader-device-0001', { token }),
      body: { contentId: itemId, content: 'Seen from every server' },
    });
    expect(posted.envelope?.code, posted.envelope?.msg).toBe(1);
    await until(async () => (await detail(s2)) === before + 1, 5_000);
    await until(async () => (await detail(s3)) === before + 1, 5_000);
    const list = await call(s3.url, '/comment/list.do', { body: { contentId: itemId } });
    expect(JSON.stringify(list.envelope?.data)).toContain('Seen from every server');
  });

  it('serves an avatar uploaded through one instance from the others', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(pngImage({ width: 2, height: 2 }))]), 'avatar.png');
    const res = await fetch(`${s2.url}/enapi/file/upload.do`, {
      method: 'POST',
      headers: signed('reader-device-0001', { token }),
      body: form,
    });
    const uploaded = (await res.json()) as Envelope;
    expect(uploaded.code, uploaded.msg).toBe(1);
    const url = (uploaded.data as { url: string }).url;
    const original = Buffer.from(await (await fetch(`${s2.url}${url}`)).arrayBuffer());
    for (const instance of [s1, s3]) {
      const served = await fetch(`${instance.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toContain('immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
    }
  });

  it('processes each video on the instance it was uploaded to, with no directory shared', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'news-cluster-video-'));
    try {
      const file = await makeTestVideo(dir, { seconds: 1, width: 160, height: 90 });
      const uploads = await Promise.all(
        [s1, s2, s3].map(async (instance) => {
          const editor = await signedInStaff(instance.url, db, `video.${instance.name}`, 'editor', [
            'en',
          ]);
          const form = new FormData();
          form.append('file', new Blob([readFileSync(file)], { type: 'video/mp4' }), 'clip.mp4');
          const answer = await editor.call('POST', '/uploads/videos?site=en', form);
          expect(answer.status, answer.body.msg).toBe(200);
          return { instance, id: videoJobSchema.parse(answer.body.data).id };
        }),
      );
      for (const { instance, id } of uploads) {
        await expect
          .poll(
            async () =>
              db.db
                .selectFrom('video_jobs')
                .select(['state', 'error'])
                .where('id', '=', Number(id))
                .executeTakeFirstOrThrow(),
            { timeout: 60_000, interval: 250 },
          )
          .toMatchObject({ state: 'done', error: '' });
        const row = await db.db
          .selectFrom('video_jobs')
          .select('source_node')
          .where('id', '=', Number(id))
          .executeTakeFirstOrThrow();
        // The job named the instance whose disk had the file (each has its own data directory).
        expect(row.source_node).toMatch(new RegExp(`/${instance.name}/video-sources$`));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('loses no request when an instance is stopped with SIGTERM under load', async () => {
    const load = startLoad(cluster.url, 6);
    await until(() => load.outcomes.length >= 60, 30_000);
    await s2.service.stop('SIGTERM');
    expect(s2.service.child.exitCode).toBe(0);
    expect(await cluster.haproxy.serverStatus('s2')).toMatch(/^DOWN/);
    const after = load.outcomes.length;
    await until(() => load.outcomes.length >= after + 60, 30_000);
    await load.stop();

    expect(load.outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(load.outcomes.some((o) => o.servedBy === 's2')).toBe(true);
    acknowledged.push(...load.outcomes.filter((o) => o.ok && o.write).map((o) => o.write ?? ''));
  }, 60_000);

  it('loses only the killed instance’s requests in flight on SIGKILL, then stops sending to it', async () => {
    const load = startLoad(cluster.url, 6);
    await until(() => load.outcomes.length >= 60, 30_000);
    await s3.service.stop('SIGKILL');
    // The instance is gone once the system has reaped it: until then its port still took
    // connections, and requests it took in that moment were in flight when it went.
    const died = Date.now();
    await until(async () => (await cluster.haproxy.serverStatus('s3')).startsWith('DOWN'), 10_000);
    const down = Date.now();
    // Sixty requests sent after the balancer knew; counting outcomes instead would count the
    // requests still under way at that moment too (a CI run found 57 of 60 after).
    const startedAfter = () => load.outcomes.filter((o) => o.started > down);
    await until(() => startedAfter().length >= 60, 30_000);
    await load.stop();

    const failed = load.outcomes.filter((o) => !o.ok);
    // Only requests under way when the instance died were lost (a reader whose request failed
    // at once may have sent its next one there before the balancer knew).
    const lostLater = failed.filter((o) => o.started > died);
    expect(lostLater, JSON.stringify({ died, down, failed })).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(12);
    const later = startedAfter();
    expect(later.length).toBeGreaterThanOrEqual(60);
    expect(later.every((o) => o.ok && o.servedBy === 's1')).toBe(true);
    acknowledged.push(...load.outcomes.filter((o) => o.ok && o.write).map((o) => o.write ?? ''));
  }, 60_000);

  it('keeps every acknowledged write', async () => {
    expect(acknowledged.length).toBeGreaterThan(20);
    const stored = new Set(
      (await db.db.selectFrom('feedback').select('body').execute()).map((row) => row.body),
    );
    expect(acknowledged.filter((write) => !stored.has(write))).toEqual([]);
  });
});
