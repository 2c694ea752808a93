import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/** The content model: sites, channels, items of every publish type and what hangs off them. */
export function contentMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sites')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('lang', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('app_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('seeded_at', 'text')
        .execute();

      await withIdColumn(db.schema.createTable('categories'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('is_tab', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_home_column', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('domain', 'text', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('categories_site_key', ['site_id', 'key'])
        .execute();

      await withIdColumn(db.schema.createTable('video_collections'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('video_collections_site_key', ['site_id', 'key'])
        .execute();

      await withIdColumn(db.schema.createTable('specials'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('banner_img', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover_img', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_banner', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_date', 'text', (c) => c.notNull())
        .addUniqueConstraint('specials_site_key', ['site_id', 'key'])
        .execute();

      await withIdColumn(db.schema.createTable('live_broadcasts'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('host', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover_img', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('stream_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('replay_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('live_broadcasts_site_key', ['site_id', 'key'])
        .execute();

      await withIdColumn(db.schema.createTable('content'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('publish_type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('img', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('out_link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ads_img', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ads_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('live_id', 'integer', (c) => c.references('live_broadcasts.id'))
        .addColumn('collection_id', 'integer', (c) => c.references('video_collections.id'))
        .addColumn('collection_position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('special_id', 'integer', (c) => c.references('specials.id'))
        .addColumn('video_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('video_hls_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('duration_s', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('typeurl', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('comment_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_headline', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_banner', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('collect_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('share_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .addColumn('source_hash', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('publish_date', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('content_site_key', ['site_id', 'key'])
        .execute();
      await db.schema
        .createIndex('content_site_category_date')
        .on('content')
        .columns(['site_id', 'category_id', 'publish_date'])
        .execute();
      await db.schema
        .createIndex('content_site_type_date')
        .on('content')
        .columns(['site_id', 'publish_type', 'publish_date'])
        .execute();
      await db.schema
        .createIndex('content_site_date')
        .on('content')
        .columns(['site_id', 'publish_date'])
        .execute();
      await db.schema
        .createIndex('content_collection')
        .on('content')
        .column('collection_id')
        .execute();

      await withIdColumn(db.schema.createTable('content_images'), dialect)
        .addColumn('content_id', 'integer', (c) =>
          c.notNull().references('content.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('content_images_content')
        .on('content_images')
        .columns(['content_id', 'position'])
        .execute();

      await withIdColumn(db.schema.createTable('special_sections'), dialect)
        .addColumn('special_id', 'integer', (c) =>
          c.notNull().references('specials.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('special_section_items')
        .addColumn('section_id', 'integer', (c) =>
          c.notNull().references('special_sections.id').onDelete('cascade'),
        )
        .addColumn('content_id', 'integer', (c) =>
          c.notNull().references('content.id').onDelete('cascade'),
        )
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('special_section_items_pk', ['section_id', 'content_id'])
        .execute();

      await withIdColumn(db.schema.createTable('live_segments'), dialect)
        .addColumn('live_id', 'integer', (c) =>
          c.notNull().references('live_broadcasts.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('offset_seconds', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withIdColumn(db.schema.createTable('live_messages'), dialect)
        .addColumn('live_id', 'integer', (c) =>
          c.notNull().references('live_broadcasts.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('live_messages_live_time')
        .on('live_messages')
        .columns(['live_id', 'created_at'])
        .execute();

      await withIdColumn(db.schema.createTable('ads'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('img', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('display_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('always'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ads_site_position')
        .on('ads')
        .columns(['site_id', 'position'])
        .execute();

      await withIdColumn(db.schema.createTable('memorial_days'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mdiy_config')
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mdiy_config_pk', ['site_id', 'key'])
        .execute();

      await withIdColumn(db.schema.createTable('hot_words'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('word', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withIdColumn(db.schema.createTable('app_versions'), dialect)
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('version_code', 'integer', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_force', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('access_statistics'), dialect)
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('content_id', 'integer')
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('access_statistics_site_time')
        .on('access_statistics')
        .columns(['site_id', 'created_at'])
        .execute();
    },
  };
}
