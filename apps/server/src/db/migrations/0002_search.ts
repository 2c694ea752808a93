import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The search index. Text is tokenised in the application (search/searchTokens.ts) and stored
 * as lexemes, so both engines match exactly the same tokens: SQLite in an FTS5 table whose rowid
 * is the content id, PostgreSQL in a weighted tsvector (A = title, D = body) under a GIN index.
 */
export function searchMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await sql`CREATE VIRTUAL TABLE search_fts USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0')`.execute(
          db,
        );
        return;
      }
      await db.schema
        .createTable('search_documents')
        .addColumn('content_id', 'integer', (c) =>
          c.primaryKey().references('content.id').onDelete('cascade'),
        )
        .addColumn('tsv', sql`tsvector`, (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)`.execute(db);
    },
  };
}
