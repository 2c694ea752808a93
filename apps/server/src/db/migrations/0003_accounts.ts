import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/** Accounts and what readers do: sessions, comments, likes, collections, reports, feedback, messages, shares. */
export function accountsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('users'), dialect)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('answer_hash', 'text', (c) => c.notNull().defaultTo(''))
        // pending (awaiting review) | active | rejected | deactivating | deactivated
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('birthday', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wechat_account', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('id_number_enc', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('id_number_masked', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wx_openid', 'text', (c) => c.unique())
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deactivation_requested_at', 'text')
        .execute();

      await withIdColumn(db.schema.createTable('sessions'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('platform', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await withIdColumn(db.schema.createTable('comments'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull().references('content.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('parent_id', 'integer', (c) => c.references('comments.id'))
        .addColumn('reply_to_user_id', 'integer')
        .addColumn('body', 'text', (c) => c.notNull())
        // visible | hidden (by an operator) | deleted (by its author)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('visible'))
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('comments_content')
        .on('comments')
        .columns(['content_id', 'parent_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('comments_user')
        .on('comments')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('comment_likes')
        .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
        .execute();

      await withIdColumn(db.schema.createTable('attention_logs'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull().references('content.id'))
        // like | collect
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('attention_logs_unique', ['user_id', 'content_id', 'type'])
        .execute();

      await withIdColumn(db.schema.createTable('reports'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('site_id', 'integer', (c) => c.notNull())
        // content | comment
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reports_unique', ['user_id', 'target_type', 'target_id'])
        .execute();

      await withIdColumn(db.schema.createTable('feedback'), dialect)
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('messages'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        // reply | commentLike | review | system
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_id', 'integer')
        .addColumn('comment_id', 'integer')
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('messages_user')
        .on('messages')
        .columns(['user_id', 'created_at'])
        .execute();

      await withIdColumn(db.schema.createTable('shares'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull())
        .addColumn('spm', 'text', (c) => c.notNull())
        .addColumn('sharer_user_id', 'integer', (c) => c.notNull())
        .addColumn('page_code', 'integer', (c) => c.notNull())
        .addColumn('page_id', 'text', (c) => c.notNull())
        .addColumn('platform_index', 'integer', (c) => c.notNull())
        .addColumn('source', 'integer', (c) => c.notNull())
        .addColumn('visitor_user_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
