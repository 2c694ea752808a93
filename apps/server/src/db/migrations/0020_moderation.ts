import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * Moderation and site operations (issue 16). Comments may now wait for approval (`pending`,
 * with why: the site or item is pre-moderated, or a banned word), and remember when a moderator
 * looked at them; readers may be suspended from commenting until a time, or altogether;
 * reports and feedback are handled (feedback answered); each site keeps its banned words, its
 * pre-moderated items, its agreement texts in versions and, optionally, its own app version;
 * reads of each item are counted per day for the dashboard.
 */
export function moderationMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // visible | pending (waits for approval) | hidden (by a moderator) | deleted
      await db.schema
        .alterTable('comments')
        .addColumn('hold_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('comments').addColumn('reviewed_at', 'text').execute();
      await db.schema.alterTable('comments').addColumn('moderated_by', 'integer').execute();
      await db.schema
        .createIndex('comments_site_status')
        .on('comments')
        .columns(['site_id', 'status', 'id'])
        .execute();

      // status `suspended`: the account may not sign in; a comment suspension ends by itself.
      await db.schema
        .alterTable('users')
        .addColumn('suspension_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('users').addColumn('comment_suspended_until', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('comment_suspension_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('users_site_status')
        .on('users')
        .columns(['site_id', 'status', 'id'])
        .execute();

      // Reports: open | hidden (the target was hidden) | dismissed.
      await db.schema.alterTable('reports').addColumn('handled_at', 'text').execute();
      await db.schema.alterTable('reports').addColumn('handled_by', 'integer').execute();
      await db.schema
        .createIndex('reports_target')
        .on('reports')
        .columns(['target_type', 'target_id', 'status'])
        .execute();
      await db.schema
        .createIndex('reports_site_status')
        .on('reports')
        .columns(['site_id', 'status'])
        .execute();

      // Feedback: new | read | handled, and the newsroom's answer.
      await db.schema
        .alterTable('feedback')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema
        .alterTable('feedback')
        .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('feedback').addColumn('answered_at', 'text').execute();
      await db.schema
        .createIndex('feedback_site_status')
        .on('feedback')
        .columns(['site_id', 'status', 'id'])
        .execute();

      await withIdColumn(db.schema.createTable('banned_words'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('word', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('banned_words_unique', ['site_id', 'word'])
        .execute();

      await db.schema
        .createTable('premoderated_items')
        .addColumn('content_id', 'integer', (c) =>
          c.primaryKey().references('content.id').onDelete('cascade'),
        )
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('content_daily_reads')
        .addColumn('content_id', 'integer', (c) =>
          c.notNull().references('content.id').onDelete('cascade'),
        )
        .addColumn('site_id', 'integer', (c) => c.notNull())
        // YYYY-MM-DD (UTC)
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('reads', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('content_daily_reads_pk', ['content_id', 'day'])
        .execute();
      await db.schema
        .createIndex('content_daily_reads_site_day')
        .on('content_daily_reads')
        .columns(['site_id', 'day'])
        .execute();

      await withIdColumn(db.schema.createTable('agreements'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        // terms | privacy | logoff
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addUniqueConstraint('agreements_unique', ['site_id', 'kind', 'version'])
        .execute();

      // A site's own version of the app (null: every site's).
      await db.schema.alterTable('app_versions').addColumn('site_id', 'integer').execute();
    },
  };
}
