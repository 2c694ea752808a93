import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * The newsroom's workflow over content: who made and last changed an item and its version (a
 * save names the version it was made from, so two editors cannot overwrite each other),
 * whether topics, collections and broadcasts are public (they follow their item), every saved
 * state of an item (revisions, to restore), and the audit log: one row per change by anyone —
 * staff, the scheduler, the operator CLI — with what it was before and after. The audit log is
 * append-only in the database itself: an UPDATE or DELETE of it fails on both engines.
 */
export function editorialMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('content').addColumn('created_by', 'integer').execute();
      await db.schema.alterTable('content').addColumn('updated_by', 'integer').execute();
      await db.schema
        .alterTable('content')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      for (const table of ['specials', 'video_collections', 'live_broadcasts']) {
        await db.schema
          .alterTable(table)
          .addColumn('publish_status', 'text', (c) => c.notNull().defaultTo('published'))
          .execute();
      }
      // The console's lists: a site's items by last change, and the scheduler's due items.
      await db.schema
        .createIndex('content_site_updated')
        .on('content')
        .columns(['site_id', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('content_status_date')
        .on('content')
        .columns(['status', 'publish_date'])
        .execute();

      await withIdColumn(db.schema.createTable('content_revisions'), dialect)
        .addColumn('content_id', 'integer', (c) =>
          c.notNull().references('content.id').onDelete('cascade'),
        )
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        // JSON of the item's whole document (the console's ItemDocument).
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('content_revisions_unique', ['content_id', 'revision'])
        .execute();

      await withIdColumn(db.schema.createTable('audit_log'), dialect)
        .addColumn('created_at', 'text', (c) => c.notNull())
        // staff | system | cli
        .addColumn('actor_type', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        // What was done, as `<area>.<verb>`: content.save, content.publish, staff.create, ...
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('site_id', 'integer')
        // JSON of the target before and after (null where there was none).
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('request_id', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('audit_log_time').on('audit_log').column('created_at').execute();
      await db.schema
        .createIndex('audit_log_target')
        .on('audit_log')
        .columns(['target_type', 'target_id', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_log_site_time')
        .on('audit_log')
        .columns(['site_id', 'created_at'])
        .execute();

      if (dialect === 'sqlite') {
        await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(
          db,
        );
        await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(
          db,
        );
      } else {
        await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(
          db,
        );
        await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(
          db,
        );
      }
    },
  };
}
