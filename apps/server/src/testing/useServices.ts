import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig } from '../config.ts';
import type { UsersTable } from '../db/schema.ts';
import type { SignedInReader } from '../services/readers/SignedInReader.ts';
import { createServices, type AppServices } from '../services/AppServices.ts';
import { MemoryShortLivedStore } from '../state/MemoryShortLivedStore.ts';
import { createMediaStore } from '../upload/createMediaStore.ts';
import type { TestEngine } from './testDatabases.ts';
import { useTestDatabase, type DatabaseFixture } from './useTestDatabase.ts';

/** The services as the server wires them, over a test database, on the test's clock. */
interface ServicesFixture {
  data: DatabaseFixture;
  services: AppServices;
  store: MemoryShortLivedStore;
  /** A new active reader, signed in: what a handler of an `auth` call is given. */
  reader(fields?: Partial<Insertable<UsersTable>>): Promise<SignedInReader>;
}

/**
 * Call inside a `describe` per engine: the real services over that engine's test database,
 * with a fresh short-lived store and the fixture's clock for every test (windows and expiry are
 * tested by moving the clock, never by waiting). `env` adds configuration (loadConfig's names).
 */
export function useServices(
  engine: TestEngine,
  env: () => Record<string, string> = () => ({}),
): ServicesFixture {
  const data = useTestDatabase(engine);
  let dataDir = '';
  let services: AppServices | undefined;
  let store: MemoryShortLivedStore | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'news-services-'));
  });
  beforeEach(() => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
      ...env(),
    });
    store = new MemoryShortLivedStore(() => data.clock.ms);
    services = createServices(
      config,
      data.database,
      store,
      createMediaStore(config, data.database),
      data.clock,
    );
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const fixture: ServicesFixture = {
    data,
    get services(): AppServices {
      if (!services) throw new Error('services are made in beforeEach');
      return services;
    },
    get store(): MemoryShortLivedStore {
      if (!store) throw new Error('the store is made in beforeEach');
      return store;
    },
    async reader(fields = {}) {
      const id = await data.rows.user(fields);
      const token = await fixture.services.accounts.startSession(id, 'H5');
      const user = await fixture.services.accounts.authenticate(token);
      if (!user) throw new Error('a new session did not authenticate');
      return user;
    },
  };
  return fixture;
}
