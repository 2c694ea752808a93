import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * Breaking-news alerts (issue 29): readers' push subscriptions with what they asked to be told
 * about, the alerts editors sent with counts only (who opened what is not kept), and the
 * delivery queue: one row per alert and subscription, claimed under a lease so two servers never
 * send one together and a restart resumes; a row is deleted once it is sent, failed or gone.
 */
export function alertsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One row (id 1): the VAPID key pair the first server made, so the cluster signs with one.
      await db.schema
        .createTable('push_keys')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('alert_subscriptions'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull())
        // webpush | wechat
        .addColumn('channel', 'text', (c) => c.notNull())
        // The push service's address; `wechat:<user id>` for the messaging app.
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('auth', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'integer')
        .addColumn('breaking', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('alert_subscriptions_endpoint', ['endpoint'])
        .execute();
      await db.schema
        .createIndex('alert_subscriptions_site_breaking')
        .on('alert_subscriptions')
        .columns(['site_id', 'breaking'])
        .execute();

      await db.schema
        .createTable('alert_subscription_subjects')
        .addColumn('subscription_id', 'integer', (c) =>
          c.notNull().references('alert_subscriptions.id').onDelete('cascade'),
        )
        // channel | topic | tag | author
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('alert_subscription_subjects_pk', [
          'subscription_id',
          'kind',
          'subject',
        ])
        .execute();
      await db.schema
        .createIndex('alert_subscription_subjects_subject')
        .on('alert_subscription_subjects')
        .columns(['kind', 'subject'])
        .execute();

      await withIdColumn(db.schema.createTable('alerts'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('line', 'text', (c) => c.notNull())
        // The item's share route, opened by a click.
        .addColumn('url', 'text', (c) => c.notNull())
        // JSON: `{"breaking": bool, "subjects": [{"kind", "id"}]}`
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('urgency', 'text', (c) => c.notNull())
        .addColumn('ttl_s', 'integer', (c) => c.notNull())
        .addColumn('queued', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('gone', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('alerts_site_created')
        .on('alerts')
        .columns(['site_id', 'created_at'])
        .execute();

      await withIdColumn(db.schema.createTable('alert_deliveries'), dialect)
        .addColumn('alert_id', 'integer', (c) => c.notNull())
        .addColumn('subscription_id', 'integer', (c) => c.notNull())
        // queued | running
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        // When a queued row may be tried (later after each failure: the backoff).
        .addColumn('next_at', 'text', (c) => c.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_expires_at', 'text')
        .execute();
      await db.schema
        .createIndex('alert_deliveries_state_next')
        .on('alert_deliveries')
        .columns(['state', 'next_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('alert_deliveries').execute();
      await db.schema.dropTable('alerts').execute();
      await db.schema.dropTable('alert_subscription_subjects').execute();
      await db.schema.dropTable('alert_subscriptions').execute();
      await db.schema.dropTable('push_keys').execute();
    },
  };
}
