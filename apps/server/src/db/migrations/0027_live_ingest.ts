import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * Going live from the newsroom's own encoder (issue 27): a broadcast's stream key and what its
 * encoder is doing (`live_ingests`, one row per broadcast, made on the desk's first ask); every
 * HLS segment the transcoder stored in the media store, per rendition, in order
 * (`live_ingest_segments`: the live playlists are built from the newest, the replay from all);
 * and the desk's log of connects, drops and refusals (`live_ingest_log`).
 */
export function liveIngestMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('live_ingests')
        .addColumn('live_id', 'integer', (c) =>
          c.primaryKey().references('live_broadcasts.id').onDelete('cascade'),
        )
        .addColumn('stream_key', 'text', (c) => c.notNull().unique())
        // idle | live | reconnecting | ended
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('idle'))
        .addColumn('on_air_since', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('dropped_at', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ended_at', 'text', (c) => c.notNull().defaultTo(''))
        // The encoder's input as probed (JSON of the contract's IngestInput), '' before.
        .addColumn('input', 'text', (c) => c.notNull().defaultTo(''))
        // The ladder being written (JSON: name, bandwidth, resolution, codecs), '' before.
        .addColumn('renditions', 'text', (c) => c.notNull().defaultTo(''))
        // none | making | ready | failed
        .addColumn('replay_state', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('replay_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('replay_duration_s', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('live_ingest_segments'), dialect)
        .addColumn('live_id', 'integer', (c) =>
          c.notNull().references('live_broadcasts.id').onDelete('cascade'),
        )
        .addColumn('rendition', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        // 1 on the first segment after the encoder came back: its timestamps start anew.
        .addColumn('discontinuity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('live_ingest_segments_seq', ['live_id', 'rendition', 'seq'])
        .execute();

      await withIdColumn(db.schema.createTable('live_ingest_log'), dialect)
        .addColumn('live_id', 'integer', (c) =>
          c.notNull().references('live_broadcasts.id').onDelete('cascade'),
        )
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('live_ingest_log_live')
        .on('live_ingest_log')
        .columns(['live_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('live_ingest_log').execute();
      await db.schema.dropTable('live_ingest_segments').execute();
      await db.schema.dropTable('live_ingests').execute();
    },
  };
}
