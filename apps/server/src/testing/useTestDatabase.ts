import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../db/schema.ts';
import { emptyTables } from './emptyTables.ts';
import { TestClock } from './TestClock.ts';
import { TestRows } from './TestRows.ts';
import type { TestDatabase, TestEngine } from './testDatabases.ts';

/** What a test of the data layer works with; each test gets fresh rows, clock and helpers. */
export class DatabaseFixture {
  #database: TestDatabase | undefined;
  #clock = new TestClock();
  #rows: TestRows | undefined;

  get database(): TestDatabase {
    if (!this.#database) throw new Error('the test database is opened in beforeAll');
    return this.#database;
  }

  get db(): Kysely<Database> {
    return this.database.db;
  }

  get clock(): TestClock {
    return this.#clock;
  }

  get rows(): TestRows {
    if (!this.#rows) throw new Error('rows are made in beforeEach');
    return this.#rows;
  }

  /** @internal */
  open(database: TestDatabase): void {
    this.#database = database;
  }

  /** @internal */
  reset(): void {
    this.#clock = new TestClock();
    this.#rows = new TestRows(this.database.db, this.#clock);
  }
}

/**
 * Call inside a `describe` per engine: one database of that engine for the file (made and
 * migrated once, dropped at the end), emptied before each test so every test starts from the
 * same place and can be run alone.
 */
export function useTestDatabase(engine: TestEngine): DatabaseFixture {
  const fixture = new DatabaseFixture();
  beforeAll(async () => {
    fixture.open(await engine.open());
  }, 60_000);
  beforeEach(async () => {
    await emptyTables(fixture.database);
    fixture.reset();
  });
  afterAll(async () => {
    await fixture.database.close();
  });
  return fixture;
}
