import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * Video processing as jobs in the database, so any server can take one and a restart resumes
 * it: a server claims a job by writing its name and a lease into the row in one statement,
 * renews the lease while ffmpeg runs (the heartbeat), and a job whose lease ran out goes to the
 * next server that looks, up to its attempts.
 */
export function videoJobsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('video_jobs'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('content_id', 'integer', (c) => c.references('content.id').onDelete('set null'))
        // The upload, kept until the job is done (under DATA_DIR).
        .addColumn('source_path', 'text', (c) => c.notNull())
        .addColumn('source_name', 'text', (c) => c.notNull())
        .addColumn('source_bytes', 'bigint', (c) => c.notNull())
        // queued | running | done | failed
        .addColumn('state', 'text', (c) => c.notNull())
        // queued | poster | mp4 | hls | storing | done
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('lease_owner', 'text')
        .addColumn('lease_expires_at', 'text')
        // A message key (the console shows it in its language), '' unless failed.
        .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('duration_s', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hls_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mp4_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('poster_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema
        .createIndex('video_jobs_state_lease')
        .on('video_jobs')
        .columns(['state', 'lease_expires_at'])
        .execute();
    },
  };
}
