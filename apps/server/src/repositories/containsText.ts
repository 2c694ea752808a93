import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** `%`, `_` and the escape itself match literally in a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a text column contains the words, whatever their case: one LIKE with its escape
 * character named, which SQLite needs (it has none by default) and PostgreSQL accepts.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;
}
