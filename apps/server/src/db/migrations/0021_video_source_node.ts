import type { Kysely, Migration } from 'kysely';

/**
 * The server an upload was written to. A video's source waits on that server's disk until its
 * job is done; unless the servers share their `video-sources` directory, only that server can
 * take the job. Jobs from before this migration have none: any server may take them, as before.
 */
export function videoSourceNodeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('video_jobs').addColumn('source_node', 'text').execute();
    },
  };
}
