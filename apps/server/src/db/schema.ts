import type { Generated } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL: times are ISO 8601 UTC text (sortable as
 * text), booleans are 0/1 integers, lists and maps are JSON text.
 */

export interface SitesTable {
  id: number;
  lang: string;
  name: string;
  app_url: string;
  seeded_at: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  site_id: number;
  parent_id: number | null;
  key: string;
  title: string;
  /** news | city | regional | pictures | video | live | topics */
  kind: string;
  is_tab: number;
  is_home_column: number;
  sort: number;
  domain: string;
  /** WGS 84 degrees of a city channel; null elsewhere. */
  latitude: number | null;
  longitude: number | null;
}

export interface ContentTable {
  id: Generated<number>;
  site_id: number;
  category_id: number;
  key: string;
  publish_type: string;
  title: string;
  description: Generated<string>;
  author: Generated<string>;
  source: Generated<string>;
  body_html: Generated<string>;
  /** JSON text: `[{"url": "..."}]` (the image-field format of docs/product.md §1). */
  img: Generated<string>;
  out_link: Generated<string>;
  ads_img: Generated<string>;
  ads_url: Generated<string>;
  live_id: Generated<number | null>;
  collection_id: Generated<number | null>;
  collection_position: Generated<number>;
  special_id: Generated<number | null>;
  video_url: Generated<string>;
  video_hls_url: Generated<string>;
  duration_s: Generated<number>;
  typeurl: Generated<string>;
  tags: Generated<string>;
  comment_enabled: Generated<number>;
  is_headline: Generated<number>;
  is_banner: Generated<number>;
  hit: Generated<number>;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  collect_count: Generated<number>;
  share_count: Generated<number>;
  status: Generated<string>;
  /** Fingerprint of an imported item's source, so re-importing it unchanged is a no-op. */
  source_hash: Generated<string>;
  publish_date: string;
  created_at: string;
  updated_at: string;
  /** Staff who created and last changed the item (null: seed, import). */
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  /** Goes up with every change; a console save names the version it was made from. */
  version: Generated<number>;
  /** The note of the last "changes requested" (issue 32); '' when none. */
  review_note: Generated<string>;
  /** ISO instant before which the item must not go public by any route; null: no embargo. */
  embargo_until: Generated<string | null>;
}

export interface ContentImagesTable {
  id: Generated<number>;
  content_id: number;
  position: number;
  url: string;
  caption: string;
  width: number;
  height: number;
}

export interface VideoCollectionsTable {
  id: Generated<number>;
  site_id: number;
  key: string;
  title: string;
  description: string;
  cover: string;
  sort: number;
  created_at: string;
  /** published | draft | unpublished: follows the item that opens it. */
  publish_status: Generated<string>;
}

export interface SpecialsTable {
  id: Generated<number>;
  site_id: number;
  key: string;
  title: string;
  description: string;
  banner_img: string;
  cover_img: string;
  is_banner: number;
  sort: number;
  publish_date: string;
  /** published | draft | unpublished: follows the item that opens it. */
  publish_status: Generated<string>;
}

export interface SpecialSectionsTable {
  id: Generated<number>;
  special_id: number;
  title: string;
  sort: number;
}

interface SpecialSectionItemsTable {
  section_id: number;
  content_id: number;
  sort: number;
}

export interface LiveBroadcastsTable {
  id: Generated<number>;
  site_id: number;
  key: string;
  title: string;
  description: string;
  host: string;
  cover_img: string;
  /**
   * The editors' word on the status: `live` holds a broadcast on air past its planned end,
   * `playback` ends it; anything else (`preview`) follows the clock from start and end time.
   */
  status: string;
  start_time: string;
  end_time: string;
  stream_url: string;
  replay_url: string;
  view_count: Generated<number>;
  created_at: string;
  /** published | draft | unpublished: follows the item that opens it. */
  publish_status: Generated<string>;
}

/** A broadcast's stream key and its encoder's state (issue 27). */
export interface LiveIngestsTable {
  live_id: number;
  stream_key: string;
  /** idle | live | reconnecting | ended */
  state: Generated<string>;
  on_air_since: Generated<string>;
  dropped_at: Generated<string>;
  ended_at: Generated<string>;
  input: Generated<string>;
  renditions: Generated<string>;
  /** none | making | ready | failed */
  replay_state: Generated<string>;
  replay_url: Generated<string>;
  replay_duration_s: Generated<number>;
  updated_at: string;
}

/** One HLS segment of a broadcast's rendition, stored in the media store. */
export interface LiveIngestSegmentsTable {
  id: Generated<number>;
  live_id: number;
  rendition: string;
  seq: number;
  duration_ms: number;
  url: string;
  discontinuity: Generated<number>;
  created_at: string;
}

/** The live desk's log of a broadcast's ingest. */
export interface LiveIngestLogTable {
  id: Generated<number>;
  live_id: number;
  at: string;
  event: string;
  detail: Generated<string>;
}

export interface LiveSegmentsTable {
  id: Generated<number>;
  live_id: number;
  title: string;
  offset_seconds: number;
  sort: number;
}

export interface LiveMessagesTable {
  id: Generated<number>;
  live_id: number;
  /** host | message */
  kind: string;
  author: string;
  content: string;
  image: string;
  created_at: string;
}

export interface AdsTable {
  id: Generated<number>;
  site_id: number;
  /** banner | start | popup | feed */
  position: string;
  title: string;
  description: string;
  img: string;
  url: string;
  display_seconds: number;
  /** once | daily | always: how often a pop-up may show to one reader. */
  frequency: string;
  sort: number;
  start_at: string;
  end_at: string;
}

export interface MemorialDaysTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  start_at: string;
  end_at: string;
}

interface MdiyConfigTable {
  site_id: number;
  key: string;
  value: string;
}

export interface HotWordsTable {
  id: Generated<number>;
  site_id: number;
  word: string;
  sort: number;
}

export interface AppVersionsTable {
  id: Generated<number>;
  platform: string;
  version: string;
  version_code: number;
  notes: string;
  url: string;
  is_force: number;
  published_at: string;
  /** The site this version is offered on; null: every site. */
  site_id: Generated<number | null>;
}

export interface AccessStatisticsTable {
  id: Generated<number>;
  site_id: number;
  page: string;
  content_id: number | null;
  device_id: string;
  platform: string;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  question: Generated<string>;
  answer_hash: Generated<string>;
  /** pending | active | rejected | deactivating | deactivated */
  status: string;
  review_note: Generated<string>;
  name: Generated<string>;
  gender: Generated<string>;
  address: Generated<string>;
  bio: Generated<string>;
  birthday: Generated<string>;
  avatar: Generated<string>;
  phone: Generated<string>;
  wechat_account: Generated<string>;
  /** AES-256-GCM ciphertext of the real-name ID number; never sent anywhere. */
  id_number_enc: Generated<string>;
  id_number_masked: Generated<string>;
  wx_openid: Generated<string | null>;
  /** The site the reader registered on, for messages in their language. */
  site_id: number;
  created_at: string;
  updated_at: string;
  deactivation_requested_at: Generated<string | null>;
  /** Why the account is suspended (status `suspended`), as the reader is told at sign-in. */
  suspension_reason: Generated<string>;
  /** Until when the reader may not comment, and why (they are told when they try). */
  comment_suspended_until: Generated<string | null>;
  comment_suspension_reason: Generated<string>;
}

interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  platform: Generated<string>;
  created_at: string;
  expires_at: string;
  revoked_at: Generated<string | null>;
}

export interface CommentsTable {
  id: Generated<number>;
  site_id: number;
  content_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  body: string;
  /** visible | pending (waits for approval) | hidden (by a moderator) | deleted */
  status: Generated<string>;
  like_count: Generated<number>;
  reply_count: Generated<number>;
  created_at: string;
  /** Why a pending comment waits: premoderation | bannedWord ('' otherwise). */
  hold_reason: Generated<string>;
  /** When a moderator last acted on it (null: nobody has looked at it yet). */
  reviewed_at: Generated<string | null>;
  moderated_by: Generated<number | null>;
}

interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: string;
}

interface AttentionLogsTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  content_id: number;
  type: string;
  created_at: string;
}

export interface ReportsTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  target_type: string;
  target_id: number;
  reason: string;
  detail: Generated<string>;
  /** open | hidden (its target was hidden) | dismissed */
  status: Generated<string>;
  created_at: string;
  handled_at: Generated<string | null>;
  handled_by: Generated<number | null>;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  site_id: number;
  body: string;
  contact: Generated<string>;
  created_at: string;
  /** new | read | handled */
  status: Generated<string>;
  /** The newsroom's answer, sent to the reader's messages. */
  answer: Generated<string>;
  answered_at: Generated<string | null>;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  from_name: Generated<string>;
  body: Generated<string>;
  content_id: number | null;
  comment_id: number | null;
  is_read: Generated<number>;
  created_at: string;
}

export interface SharesTable {
  id: Generated<number>;
  site_id: number;
  spm: string;
  sharer_user_id: number;
  page_code: number;
  page_id: string;
  platform_index: number;
  source: number;
  visitor_user_id: number | null;
  created_at: string;
}

/** Media kept in the database (MEDIA_STORE=postgres): one row per file, keyed by its path under /media/. */
export interface MediaFilesTable {
  path: string;
  content_type: string;
  size: number;
  /** SHA-256 of the bytes, hex: the ETag, and a check that the row holds what was stored. */
  sha256: string;
  bytes: Buffer;
  created_at: string;
}

export interface StaffTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** admin | editor | moderator */
  role: string;
  must_change_password: Generated<number>;
  /** Sealed (AES-GCM) TOTP secret; '' when the second factor is off. */
  totp_secret: Generated<string>;
  totp_enabled: Generated<number>;
  totp_last_step: Generated<number>;
  /** active | removed */
  status: Generated<string>;
  created_at: string;
  updated_at: string;
  last_sign_in_at: Generated<string | null>;
  removed_at: Generated<string | null>;
}

export interface StaffSitesTable {
  staff_id: number;
  site_id: number;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: Generated<string | null>;
}

export interface ContentRevisionsTable {
  id: Generated<number>;
  content_id: number;
  revision: number;
  action: string;
  title: string;
  /** JSON of the item's whole document. */
  snapshot: string;
  staff_id: number | null;
  staff_name: string;
  created_at: string;
}

/** Append-only (the database refuses UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  /** staff | system | cli */
  actor_type: string;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  site_id: number | null;
  before_json: string | null;
  after_json: string | null;
  request_id: Generated<string>;
}

export interface VideoJobsTable {
  id: Generated<number>;
  site_id: number;
  content_id: number | null;
  source_path: string;
  source_name: string;
  source_bytes: number;
  /** The server whose disk holds the source (video/videoNode.ts); null: any server. */
  source_node: Generated<string | null>;
  /** queued | running | done | failed */
  state: string;
  /** queued | poster | mp4 | hls | storing | done */
  stage: string;
  progress: Generated<number>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  lease_owner: Generated<string | null>;
  lease_expires_at: Generated<string | null>;
  error: Generated<string>;
  duration_s: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  hls_url: Generated<string>;
  mp4_url: Generated<string>;
  poster_url: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  finished_at: Generated<string | null>;
}

export interface BannedWordsTable {
  id: Generated<number>;
  site_id: number;
  word: string;
  created_at: string;
}

/** Items whose comments wait for approval whatever their site's setting. */
export interface PremoderatedItemsTable {
  content_id: number;
  site_id: number;
  created_at: string;
}

/** Reads of an item counted on a day (the reader API's hit call), for the dashboard. */
export interface ContentDailyReadsTable {
  content_id: number;
  site_id: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  reads: Generated<number>;
}

/** The agreement texts of a site, every version kept; the newest is in force. */
export interface AgreementsTable {
  id: Generated<number>;
  site_id: number;
  /** terms | privacy | logoff */
  kind: string;
  version: number;
  body: string;
  created_at: string;
  created_by: number | null;
  created_by_name: string;
}

/** A reader's picture upload (the same bytes again refresh its time). */
export interface ReaderUploadsTable {
  id: Generated<number>;
  user_id: number;
  /** The public path, `/media/uploads/...`. */
  path: string;
  bytes: number;
  created_at: string;
  /** When a sweeper last found it in use; null: not looked at yet. */
  checked_at: string | null;
}

/** What a reader uploaded on a day (UTC), for the daily quota. */
export interface UploadQuotaDaysTable {
  user_id: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  files: number;
  bytes: number;
}

/** A picture of a site's media library (issue 26). */
export interface PicturesTable {
  id: Generated<number>;
  site_id: number;
  /** The picture's address, without a focus fragment. */
  url: string;
  width: number;
  height: number;
  bytes: number;
  alt: Generated<string>;
  caption: Generated<string>;
  credit: Generated<string>;
  /** Percent of width and height, 0–100. */
  focus_x: Generated<number>;
  focus_y: Generated<number>;
  uploaded_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One field of one item (or its live posts) that holds a picture's address. */
export interface PictureUsesTable {
  site_id: number;
  url: string;
  content_id: number;
  /** cover | body | gallery | banner | livePost */
  kind: string;
}

export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

export interface AlertSubscriptionsTable {
  id: Generated<number>;
  site_id: number;
  /** webpush | wechat */
  channel: string;
  /** The push service's address; `wechat:<user id>` for the messaging app. */
  endpoint: string;
  p256dh: Generated<string>;
  auth: Generated<string>;
  user_id: number | null;
  breaking: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AlertSubscriptionSubjectsTable {
  subscription_id: number;
  /** channel | topic | tag | author */
  kind: string;
  subject: string;
}

export interface AlertsTable {
  id: Generated<number>;
  site_id: number;
  content_id: number;
  title: string;
  line: string;
  url: string;
  /** JSON: `{"breaking": bool, "subjects": [{"kind", "id"}]}` */
  audience: string;
  urgency: string;
  ttl_s: number;
  queued: Generated<number>;
  sent: Generated<number>;
  failed: Generated<number>;
  gone: Generated<number>;
  created_by: number | null;
  created_at: string;
}

export interface AlertDeliveriesTable {
  id: Generated<number>;
  alert_id: number;
  subscription_id: number;
  /** queued | running */
  state: string;
  attempts: Generated<number>;
  next_at: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
}

/** A subject a reader follows on a site (issue 29). */
export interface ReaderFollowsTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  /** channel | topic | tag | author */
  kind: string;
  value: string;
  created_at: string;
}

/** Numbers of groups of linked language versions (issue 28). */
export interface VersionGroupsTable {
  id: Generated<number>;
  created_at: string;
}

/** An item's place in a group of language versions of one story: at most one item per site. */
export interface ContentVersionsTable {
  content_id: number;
  group_id: number;
  site_id: number;
  /** The item it was translated from, and that item's revision it was made (or last checked) from. */
  source_id: number | null;
  source_revision: number | null;
  linked_at: string;
}

/** An internal note of the newsroom on an item (issue 32): never sent to readers. */
export interface ItemNotesTable {
  id: Generated<number>;
  content_id: number;
  site_id: number;
  author_id: number;
  author_name: string;
  body: string;
  created_at: string;
}

/** A staff member a note names with `@username`; `read_at` null while unread. */
export interface NoteMentionsTable {
  note_id: number;
  staff_id: number;
  read_at: string | null;
}

/** A public correction or update note published with a change to a published item. */
export interface ItemCorrectionsTable {
  id: Generated<number>;
  content_id: number;
  site_id: number;
  /** correction | update */
  kind: string;
  text: string;
  staff_id: number | null;
  created_at: string;
}

export interface Database {
  item_notes: ItemNotesTable;
  note_mentions: NoteMentionsTable;
  item_corrections: ItemCorrectionsTable;
  push_keys: PushKeysTable;
  alert_subscriptions: AlertSubscriptionsTable;
  alert_subscription_subjects: AlertSubscriptionSubjectsTable;
  alerts: AlertsTable;
  alert_deliveries: AlertDeliveriesTable;
  reader_follows: ReaderFollowsTable;
  version_groups: VersionGroupsTable;
  content_versions: ContentVersionsTable;
  pictures: PicturesTable;
  picture_uses: PictureUsesTable;
  reader_uploads: ReaderUploadsTable;
  upload_quota_days: UploadQuotaDaysTable;
  banned_words: BannedWordsTable;
  premoderated_items: PremoderatedItemsTable;
  content_daily_reads: ContentDailyReadsTable;
  agreements: AgreementsTable;
  staff: StaffTable;
  staff_sites: StaffSitesTable;
  staff_sessions: StaffSessionsTable;
  content_revisions: ContentRevisionsTable;
  audit_log: AuditLogTable;
  video_jobs: VideoJobsTable;
  users: UsersTable;
  sessions: SessionsTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  attention_logs: AttentionLogsTable;
  reports: ReportsTable;
  feedback: FeedbackTable;
  messages: MessagesTable;
  shares: SharesTable;
  sites: SitesTable;
  categories: CategoriesTable;
  content: ContentTable;
  content_images: ContentImagesTable;
  video_collections: VideoCollectionsTable;
  specials: SpecialsTable;
  special_sections: SpecialSectionsTable;
  special_section_items: SpecialSectionItemsTable;
  live_broadcasts: LiveBroadcastsTable;
  live_segments: LiveSegmentsTable;
  live_messages: LiveMessagesTable;
  live_ingests: LiveIngestsTable;
  live_ingest_segments: LiveIngestSegmentsTable;
  live_ingest_log: LiveIngestLogTable;
  ads: AdsTable;
  memorial_days: MemorialDaysTable;
  mdiy_config: MdiyConfigTable;
  hot_words: HotWordsTable;
  app_versions: AppVersionsTable;
  access_statistics: AccessStatisticsTable;
  media_files: MediaFilesTable;
}
