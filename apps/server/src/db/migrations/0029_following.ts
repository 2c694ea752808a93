import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * What readers follow (issue 29): channels, topics, tags and authors of a site, kept on the
 * account so every device signed in to it reads the same Following feed. One row a subject;
 * the unique key makes following twice a no-op on both engines.
 */
export function followingMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('reader_follows'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('site_id', 'integer', (c) => c.notNull())
        // channel | topic | tag | author
        .addColumn('kind', 'text', (c) => c.notNull())
        // A channel's or topic's id, a tag, an author's name: as the reader app names them.
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reader_follows_subject', ['user_id', 'site_id', 'kind', 'value'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('reader_follows').execute();
    },
  };
}
