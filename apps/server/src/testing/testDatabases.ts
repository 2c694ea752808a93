import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Environment that points the CLI (`npm run admin`) at this same database. */
  cliEnv: Record<string, string>;
}

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated, empty database of this engine; `close` drops it again. */
  open(): Promise<TestDatabase>;
}

const sqliteEngine: TestEngine = {
  name: 'sqlite',
  async open() {
    // On disk, so a second process (the operator CLI) can open the same database.
    const dir = mkdtempSync(join(tmpdir(), 'news-db-'));
    const handle = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(handle);
    return {
      ...handle,
      cliEnv: { DATA_DIR: dir },
      async close() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** A name for this checkout's migrations as they are now: a template made from others is not used. */
function migrationsFingerprint(): string {
  const dir = join(import.meta.dirname, '../db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) {
    hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits for a closed pool's connections to leave the database `name`: PostgreSQL copies, renames
 * or drops a database only when nobody is connected to it, and forcing them off would reach the
 * clients as errors after their pool has stopped listening.
 */
async function untilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await admin.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Any number, the same for every test process: the lock they take turns making the template under. */
const TEMPLATE_LOCK = 0x6e657773;

const templates = new Map<string, Promise<string>>();

/**
 * The migrated, empty database every PostgreSQL test database is copied from: made by the first
 * test process that asks (the others wait on an advisory lock), named after the migrations'
 * sources so a changed migration makes a new one. Copying it takes tens of milliseconds where
 * running every migration took seconds per test file.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  let made = templates.get(adminUrl);
  if (!made) {
    made = makeTemplate(adminUrl);
    templates.set(adminUrl, made);
  }
  return made;
}

async function makeTemplate(adminUrl: string): Promise<string> {
  const name = `news_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      // Migrated under another name and renamed when whole: a run stopped half-way leaves no
      // half-migrated template behind.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = openDatabase({ databaseUrl: databaseUrl(adminUrl, building), dataDir: '' });
      try {
        await migrateToLatest(handle);
      } finally {
        await handle.close();
      }
      await untilUnused(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    await admin.end();
  }
  return name;
}

/**
 * PostgreSQL runs when TEST_DATABASE_URL points at a server (CI always sets it): each test
 * database is a fresh copy of the migrated template, dropped afterwards, so runs never share state.
 */
function postgresEngine(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async open() {
      const template = await migratedTemplate(adminUrl);
      const name = `news_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      await admin.end();
      const url = databaseUrl(adminUrl, name);
      const handle = openDatabase({ databaseUrl: url, dataDir: '' });
      return {
        ...handle,
        cliEnv: { DATABASE_URL: url },
        async close() {
          await handle.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          await untilUnused(dropper, name);
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}

/**
 * Both engines, for what touches SQL: repositories, migrations, search, the services that build
 * queries, the operator CLI, restarts, and a smoke of each API (`routes/contentApi.test.ts`,
 * `console/routes/itemRoutes.test.ts`). `enginePolicy.test.ts` keeps those folders on both.
 */
export function testEngines(): TestEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqliteEngine, postgresEngine(url)] : [sqliteEngine];
}

/**
 * The embedded engine alone, for tests of what sits above the SQL — HTTP doors, access, pages,
 * headers, limits — whose queries the repository and service tests prove on both engines.
 */
export function embeddedEngine(): TestEngine[] {
  return [sqliteEngine];
}
