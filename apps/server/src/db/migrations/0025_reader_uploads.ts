import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * Readers' picture uploads (issue 25): each upload is recorded — who, when, where, how large —
 * so the avatar field can accept only the reader's own, and uploads nothing refers to can be
 * removed after a grace period; and each reader's uploads are counted per day in the database,
 * so the daily quota holds across restarts and across the servers of a cluster.
 */
export function readerUploadsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('reader_uploads'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull())
        // The public path, `/media/uploads/...`.
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        // The last time the reader uploaded these bytes: the grace period runs from it.
        .addColumn('created_at', 'text', (c) => c.notNull())
        // When a sweeper last found it still in use (null: never looked at).
        .addColumn('checked_at', 'text')
        .addUniqueConstraint('reader_uploads_user_path', ['user_id', 'path'])
        .execute();
      await db.schema
        .createIndex('reader_uploads_path')
        .on('reader_uploads')
        .column('path')
        .execute();
      await db.schema
        .createIndex('reader_uploads_created')
        .on('reader_uploads')
        .column('created_at')
        .execute();

      await db.schema
        .createTable('upload_quota_days')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        // YYYY-MM-DD (UTC)
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('files', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('upload_quota_days_pk', ['user_id', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('upload_quota_days').execute();
      await db.schema.dropTable('reader_uploads').execute();
    },
  };
}
