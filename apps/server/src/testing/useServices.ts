import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { StaffRole } from '@news/contract/console/permissions';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { hashToken } from '../accounts/tokens.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { TEST_PASSWORD_LOG_N } from './testPasswordCost.ts';
import { loadConfig } from '../config.ts';
import type { UsersTable } from '../db/schema.ts';
import type { SignedInReader } from '../services/readers/SignedInReader.ts';
import { StaffSessionsRepository } from '../repositories/StaffSessionsRepository.ts';
import { createServices, type AppServices } from '../services/AppServices.ts';
import type { StaffPrincipal } from '../services/staff/StaffPrincipal.ts';
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
  /** A new staff member, signed in: what a console handler is given (admins work on every site). */
  staff(role: StaffRole, sites?: readonly SiteLang[]): Promise<StaffPrincipal>;
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
    const extra = env();
    const config = loadConfig({
      NODE_ENV: 'test',
      // The cheap hash is for tests only; a fixture that runs as another environment hashes at
      // that environment's cost, as the configuration insists.
      ...((extra.NODE_ENV ?? 'test') === 'test'
        ? { PASSWORD_HASH_LOG_N: TEST_PASSWORD_LOG_N }
        : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(tmpdir(), 'news-no-web'),
      ...extra,
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
    async staff(role, sites = ['en']) {
      const id = await data.rows.staff(
        { role },
        role === 'admin' ? [] : sites.map((lang) => siteByLang(lang).id),
      );
      const token = randomBytes(16).toString('hex');
      await new StaffSessionsRepository(data.db).create(
        id,
        hashToken(token),
        data.clock.iso(),
        data.clock.iso(3_600_000),
      );
      const principal = await fixture.services.staffSessions.authenticate(token);
      if (!principal) throw new Error('a new staff session did not authenticate');
      return principal;
    },
  };
  return fixture;
}
