import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Files kept in the database itself when the operator chooses it (MEDIA_STORE=postgres): every
 * instance of a cluster then serves the same uploads without a shared volume. Made on both
 * engines so the schema stays one; SQLite servers keep media in a directory.
 */
export function mediaFilesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('media_files')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? sql`bytea` : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('media_files').execute();
    },
  };
}
