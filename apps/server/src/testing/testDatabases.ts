import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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

/**
 * PostgreSQL runs when TEST_DATABASE_URL points at a server (CI always sets it): each test
 * database is created fresh on that server and dropped afterwards, so runs never share state.
 */
function postgresEngine(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async open() {
      const name = `news_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = openDatabase({ databaseUrl: url.toString(), dataDir: '' });
      await migrateToLatest(handle);
      return {
        ...handle,
        cliEnv: { DATABASE_URL: url.toString() },
        async close() {
          await handle.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          // Wait for the closed pool's connections to leave: forcing them off would reach the
          // clients as errors after their pool has stopped listening, and fail the run.
          for (let i = 0; i < 50; i += 1) {
            const { rows } = await dropper.query<{ n: string }>(
              'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
              [name],
            );
            if (Number(rows[0]?.n ?? 0) === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}

export function testEngines(): TestEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqliteEngine, postgresEngine(url)] : [sqliteEngine];
}
