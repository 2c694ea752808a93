import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { statementCache } from './statementCache.ts';

describe('statementCache', () => {
  function database(): SQLite.Database {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3)');
    return sqlite;
  }

  it('prepares a statement once and gives it back for the same SQL', () => {
    const cached = statementCache(database());
    const first = cached.prepare('SELECT n FROM t ORDER BY n');
    expect(cached.prepare('SELECT n FROM t ORDER BY n')).toBe(first);
    expect(first.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(cached.prepare('SELECT count(*) AS c FROM t')).not.toBe(first);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const cached = statementCache(database());
    const sql = 'SELECT n FROM t ORDER BY n';
    const iterator = cached.prepare(sql).iterate([]);
    expect(iterator.next().value).toEqual({ n: 1 });
    // Running the busy statement again would throw; the cache must hand out another one.
    expect(cached.prepare(sql).all([])).toHaveLength(3);
    expect([...iterator]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cached = statementCache(database(), 2);
    const a = cached.prepare('SELECT 1');
    const b = cached.prepare('SELECT 2');
    expect(cached.prepare('SELECT 1')).toBe(a);
    cached.prepare('SELECT 3');
    expect(cached.prepare('SELECT 1')).toBe(a);
    expect(cached.prepare('SELECT 2')).not.toBe(b);
  });

  it('sees writes made after a read was prepared', () => {
    const cached = statementCache(database());
    const count = (): unknown => cached.prepare('SELECT count(*) AS c FROM t').all([]);
    expect(count()).toEqual([{ c: 3 }]);
    cached.prepare('INSERT INTO t VALUES (?)').run([4]);
    expect(count()).toEqual([{ c: 4 }]);
  });
});
