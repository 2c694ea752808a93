import type { Kysely, Migration } from 'kysely';

/**
 * Review and embargo (issue 32): the note an editor left when asking for changes, shown to the
 * writer until the next one; and the embargo, the instant before which the item must not go
 * public by any route (null: none). Instants are ISO text, as every other time of content.
 */
export function reviewMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('content')
        .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('content').addColumn('embargo_until', 'text').execute();
      // The review queue counts a site's items by status.
      await db.schema
        .createIndex('content_site_status')
        .on('content')
        .columns(['site_id', 'status'])
        .execute();
    },
  };
}
