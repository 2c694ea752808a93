import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * The media library (issue 26, docs/adr/0024): one row per picture staff brought into a site,
 * holding what readers get with it (alt text, caption, credit) and the point its crops keep in
 * view; and where each address is used, so the library can say it and refuse to delete a used
 * picture. Content keeps holding bare addresses; readers' responses are given these at read time.
 */
export function picturesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('pictures'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull())
        // The picture's address, `/media/pictures/<hash>/<W>x<H>-<rrggbb>.jpg`.
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('credit', 'text', (c) => c.notNull().defaultTo(''))
        // Percent of width and height, 0–100; 50/50 is the centre.
        .addColumn('focus_x', 'integer', (c) => c.notNull().defaultTo(50))
        .addColumn('focus_y', 'integer', (c) => c.notNull().defaultTo(50))
        // The staff member who brought it in (null: the demo seed or an import).
        .addColumn('uploaded_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('pictures_site_url', ['site_id', 'url'])
        .execute();
      await db.schema
        .createIndex('pictures_site_created')
        .on('pictures')
        .columns(['site_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('picture_uses')
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        // cover | body | gallery | banner | livePost
        .addColumn('kind', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('picture_uses_pk', ['site_id', 'url', 'content_id', 'kind'])
        .execute();
      await db.schema
        .createIndex('picture_uses_content')
        .on('picture_uses')
        .column('content_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('picture_uses').execute();
      await db.schema.dropTable('pictures').execute();
    },
  };
}
