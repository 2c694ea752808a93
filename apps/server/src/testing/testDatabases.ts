import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated, empty database of this engine; `close` drops it again. */
  open(): Promise<DatabaseHandle>;
}

const sqliteEngine: TestEngine = {
  name: 'sqlite',
  async open() {
    const handle = openDatabase({ databaseUrl: undefined, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    return handle;
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
        async close() {
          await handle.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
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
