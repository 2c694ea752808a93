import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * Linked language versions (issue 28, docs/adr/0025): items of different sites that are one
 * story form a group, at most one item per site; an item made by "Translate into…" names the
 * item and the revision it was made from, so the console can say when the source changed since.
 */
export function versionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // A group's number only: a table of its own hands out numbers never used before, so an
      // item leaving a group and founding another can never land in the old one.
      await withIdColumn(db.schema.createTable('version_groups'), dialect)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('content_versions')
        // One group per item at most.
        .addColumn('content_id', 'integer', (c) => c.primaryKey())
        .addColumn('group_id', 'integer', (c) => c.notNull())
        // The item's site, kept here so the database itself refuses two versions on one site.
        .addColumn('site_id', 'integer', (c) => c.notNull())
        // The item it was translated from and that item's revision then (null: linked by hand).
        .addColumn('source_id', 'integer')
        .addColumn('source_revision', 'integer')
        .addColumn('linked_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('content_versions_group_site', ['group_id', 'site_id'])
        .execute();
      await db.schema
        .createIndex('content_versions_source')
        .on('content_versions')
        .column('source_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('content_versions').execute();
      await db.schema.dropTable('version_groups').execute();
    },
  };
}
