import type { Kysely, Migration } from 'kysely';

/**
 * Covering indexes for the list counts (site, filter, status, date): a list's total then comes
 * from the index alone instead of visiting every matching item, which is what made lists of a
 * site with 20,000 items take tens of milliseconds each.
 */
export function listIndexesMigration(): Migration {
  const indexes: [string, string[]][] = [
    ['content_site_status_date', ['site_id', 'status', 'publish_date']],
    ['content_site_category_status_date', ['site_id', 'category_id', 'status', 'publish_date']],
    ['content_site_type_status_date', ['site_id', 'publish_type', 'status', 'publish_date']],
  ];
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [name, columns] of indexes)
        await db.schema.createIndex(name).on('content').columns(columns).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const [name] of indexes) await db.schema.dropIndex(name).execute();
    },
  };
}
