import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startRedis, type RunningRedis } from '../cluster/startRedis.ts';
import { loadConfig } from '../config.ts';
import { ServerLifecycle } from '../http/ServerLifecycle.ts';
import { RedisSharedState } from '../state/RedisSharedState.ts';
import type { SharedState } from '../state/SharedState.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not bound');
  return `http://127.0.0.1:${String(address.port)}`;
}

describe.each(testEngines())('health and readiness on $name', (engine) => {
  const dir = mkdtempSync(join(tmpdir(), 'news-health-'));
  let database: TestDatabase;
  let redis: RunningRedis;
  let state: SharedState;
  let app: FastifyInstance;
  let base = '';
  const lifecycle = new ServerLifecycle();

  beforeAll(async () => {
    database = await engine.open();
    redis = await startRedis(dir);
    state = await RedisSharedState.connect(redis.url);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dir, 'no-web'),
    });
    app = await buildApp({ config, database, state, lifecycle, logger: false });
    base = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await state.close();
    await redis.stop();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is ready while its database and Redis answer', async () => {
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    const alive = await fetch(`${base}/healthz`);
    expect(await alive.json()).toEqual({ status: 'ok', database: engine.name });
  });

  it('is not ready without Redis, and ready again when Redis is back', async () => {
    const port = Number(new URL(redis.url).port);
    await redis.stop();
    const down = await fetch(`${base}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      redis: 'unavailable',
    });
    // Alive all the same: restarting the process would not bring Redis back.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    redis = await startRedis(dir, port);
    const deadline = Date.now() + 10_000;
    while ((await fetch(`${base}/readyz`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('not ready again after Redis came back');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('turns the balancer away while draining, and still answers', async () => {
    lifecycle.beginDraining();
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(503);
    expect(res.headers.get('connection')).toBe('close');
    expect(((await res.json()) as { status: string }).status).toBe('draining');
    const served = await fetch(`${base}/openapi.json`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
  });
});

describe('readiness without its database', () => {
  it('answers 503 when the database does not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'news-health-'));
    const database = await testEngines()[0]!.open();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, WEB_DIST_DIR: join(dir, 'x') });
    const app = await buildApp({ config, database, logger: false });
    try {
      const base = await listen(app);
      await database.db.destroy();
      const res = await fetch(`${base}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    } finally {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
