import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares every statement on every call; under load that was about an
 * eighth of the server's time. The app sends a few hundred distinct statements, so they are
 * kept (least recently used dropped past `capacity`) and prepared once. A statement that is
 * still being iterated (a streamed read) cannot be run again until it finishes, so a busy one
 * is replaced by a fresh one for that call.
 */
export function statementCache(sqlite: SQLiteDatabase, capacity = 500): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Map order is insertion order: re-inserting marks it most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}
