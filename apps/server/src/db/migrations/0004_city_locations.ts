import type { Kysely, Migration } from 'kysely';

/**
 * Where a city channel is, so the city picker can offer the one nearest the reader. Stored as
 * WGS 84 degrees (what browsers' geolocation gives); null for channels that are not places.
 */
export function cityLocationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('categories').addColumn('latitude', 'real').execute();
      await db.schema.alterTable('categories').addColumn('longitude', 'real').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('categories').dropColumn('longitude').execute();
      await db.schema.alterTable('categories').dropColumn('latitude').execute();
    },
  };
}
