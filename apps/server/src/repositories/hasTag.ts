import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether a column of JSON text tags (`["a","b"]`, as every writer stores them with
 * JSON.stringify) holds the tag exactly, case included. Removing the quoted tag changes the
 * text only when it is there: `replace` is the same on both engines and needs no escaping,
 * where LIKE differs in case (SQLite folds ASCII, PostgreSQL does not) and wants `%`/`_` escaped.
 */
export function hasTag(column: string, tag: string): RawBuilder<SqlBool> {
  const quoted = JSON.stringify(tag);
  return sql<SqlBool>`replace(${sql.ref(column)}, ${quoted}, '') <> ${sql.ref(column)}`;
}
