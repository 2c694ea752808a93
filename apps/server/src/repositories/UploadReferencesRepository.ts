import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Every column a stored address of an upload can be in: written by readers (avatar, comments,
 * feedback, reports), by editors (item bodies and pictures, covers, ads, site settings,
 * agreements) or kept as history an editor can bring back (revisions, the audit trail). A file
 * named in any of them is in use.
 */
export const UPLOAD_REFERENCE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  content: [
    'body_html',
    'img',
    'ads_img',
    'ads_url',
    'out_link',
    'video_url',
    'video_hls_url',
    'typeurl',
    'description',
  ],
  content_images: ['url'],
  content_revisions: ['snapshot'],
  video_collections: ['cover', 'description'],
  specials: ['banner_img', 'cover_img', 'description'],
  live_broadcasts: ['cover_img', 'stream_url', 'replay_url', 'description'],
  live_messages: ['image', 'content'],
  ads: ['img', 'url'],
  mdiy_config: ['value'],
  app_versions: ['url', 'notes'],
  agreements: ['body'],
  users: ['avatar', 'bio'],
  comments: ['body'],
  reports: ['detail', 'reason'],
  feedback: ['body', 'contact', 'answer'],
  messages: ['body'],
  audit_log: ['before_json', 'after_json'],
  // A staff member's upload of the same picture as a reader's avatar shares its folder.
  pictures: ['url'],
};

/**
 * Tables that hold no address of a reader's upload: counts, ids, names, secrets, generated
 * media, the search index and the pictures' uses (made from items, which are searched
 * themselves), and the records of
 * uploads themselves. A test checks every table is in one list or the other, so a new table is
 * a decision, not an oversight.
 */
export const TABLES_WITHOUT_UPLOADS: readonly string[] = [
  'sites',
  'categories',
  'special_sections',
  'special_section_items',
  'live_segments',
  'memorial_days',
  'hot_words',
  'access_statistics',
  'search_fts',
  'search_documents',
  'sessions',
  'comment_likes',
  'attention_logs',
  'shares',
  'media_files',
  'staff',
  'staff_sites',
  'staff_sessions',
  'video_jobs',
  'banned_words',
  'premoderated_items',
  'content_daily_reads',
  'reader_uploads',
  'upload_quota_days',
  'reader_follows',
  // Made from the items' columns above, which are searched themselves.
  'picture_uses',
  // The encoder's broadcasts: keys, states, the transcoder's own segments and replay, the log.
  'live_ingests',
  'live_ingest_segments',
  'live_ingest_log',
  // Language versions: ids and revision numbers.
  'version_groups',
  'content_versions',
  // Alerts: keys, push subscriptions, the editors' alert texts and the delivery queue.
  'push_keys',
  'alert_subscriptions',
  'alert_subscription_subjects',
  'alerts',
  'alert_deliveries',
  // Issue 32: the newsroom's plain-text notes and their mentions, and the public correction
  // notes: written by staff, never holding a reader's upload.
  'item_notes',
  'note_mentions',
  'item_corrections',
];

/** Which uploads anything in the database still refers to. */
export class UploadReferencesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Of `names` (the content-hash part of stored files' names: hex only, so safe in a LIKE
   * pattern), those some referring column contains. One query per column, each naming every
   * file, so a sweep of many files costs a few dozen queries.
   */
  async referenced(names: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    if (names.length === 0) return found;
    for (const [table, columns] of Object.entries(UPLOAD_REFERENCE_COLUMNS)) {
      for (const column of columns) {
        const left = names.filter((name) => !found.has(name));
        if (left.length === 0) return found;
        const matches = sql.join(
          left.map((name) => sql`${sql.ref(column)} LIKE ${`%${name}%`}`),
          sql` OR `,
        );
        const { rows } = await sql<{
          value: string | null;
        }>`SELECT ${sql.ref(column)} AS value FROM ${sql.table(table)} WHERE ${matches}`.execute(
          this.db,
        );
        for (const row of rows)
          for (const name of left) if (row.value?.toLowerCase().includes(name)) found.add(name);
      }
    }
    return found;
  }
}
