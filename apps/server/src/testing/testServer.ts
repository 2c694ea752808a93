import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { TEST_PASSWORD_LOG_N } from './testPasswordCost.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { TEST_SIGN_SECRET } from './signedHeaders.ts';

const CLOSE_GRACE_MS = 1_000;

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The real server on a random 127.0.0.1 port, over the given database, for tests over real HTTP. */
export async function startTestServer(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  extraRoutes?: AppOptions['extraRoutes'],
  /** Shared state of several servers (Redis), for tests of a cluster; else the server's own. */
  state?: AppOptions['state'],
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'news-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SIGN_SECRET: TEST_SIGN_SECRET,
    // The cheap hash is for tests only; a server started as production hashes at its cost.
    ...((env.NODE_ENV ?? 'test') === 'test' ? { PASSWORD_HASH_LOG_N: TEST_PASSWORD_LOG_N } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No web build unless a test brings one: answers must not depend on what was built last.
    WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(extraRoutes ? { extraRoutes } : {}),
    ...(state ? { state } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    dataDir,
    async close() {
      // As `npm start` stops: requests still running after a moment have their connections closed,
      // so a test that left a response unread cannot hold the suite until its hook times out.
      const cutOff = setTimeout(() => {
        app.server.closeAllConnections();
      }, CLOSE_GRACE_MS);
      await app.close();
      clearTimeout(cutOff);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
