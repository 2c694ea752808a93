import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * Issue 32, items 3 and 5. `item_notes`: the newsroom's internal notes on an item, apart from
 * the item's row and its revisions so that nothing which reads those (readers' answers, feeds,
 * share pages, revisions) can ever carry one. `note_mentions`: the staff a note names with
 * `@username`, each with the instant they read it (null: unread). `item_corrections`: the public
 * correction or update notes published with a change to a published item.
 */
export function notesCorrectionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('item_notes'), dialect)
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull())
        // Kept as written: the note still says who wrote it after the account is removed.
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('item_notes_content')
        .on('item_notes')
        .columns(['content_id', 'id'])
        .execute();
      await db.schema
        .createTable('note_mentions')
        .addColumn('note_id', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .addPrimaryKeyConstraint('note_mentions_pk', ['note_id', 'staff_id'])
        .execute();
      // A staff member's mentions, newest first, and their unread count.
      await db.schema
        .createIndex('note_mentions_staff')
        .on('note_mentions')
        .columns(['staff_id', 'note_id'])
        .execute();
      await withIdColumn(db.schema.createTable('item_corrections'), dialect)
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('site_id', 'integer', (c) => c.notNull())
        // correction | update
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('item_corrections_content')
        .on('item_corrections')
        .columns(['content_id', 'id'])
        .execute();
      await db.schema
        .createIndex('item_corrections_site')
        .on('item_corrections')
        .columns(['site_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('item_corrections').execute();
      await db.schema.dropTable('note_mentions').execute();
      await db.schema.dropTable('item_notes').execute();
    },
  };
}
