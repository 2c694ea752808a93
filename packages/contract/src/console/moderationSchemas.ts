import { z } from 'zod/mini';
import { idSchema, idTextSchema } from '../contentSchemas.ts';
import { listPageSchema, queryIntSchema, PAGE_SIZE_MAX } from '../envelope.ts';
import { REPORT_REASONS } from '../reportReasons.ts';
import { SITE_LANGS } from '../sites.ts';

/*
 * The moderation queues of the console (issue 16): registrations awaiting review, comments,
 * reports grouped by what they report, feedback, deactivation requests, and reader accounts.
 * Every list takes a site (one of the staff member's, or all of them), filters and paging; every
 * action takes up to 100 ids at once and answers which were done and which refused, and why.
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Paging of the console's queues: 20 rows by default, at most the API's page size. */
const paging = {
  pageNo: queryIntSchema(1, 100_000, 1),
  pageSize: queryIntSchema(1, PAGE_SIZE_MAX, 20),
};
const siteFilter = z.optional(z.enum(SITE_LANGS));

export const BULK_MAX = 100;
export const idsBodySchema = z.object({
  ids: z.array(idTextSchema).check(z.minLength(1), z.maxLength(BULK_MAX)),
});

/** A row an action was done to: an id, or a report target (`comment:12`, `content:7`). */
const actionKeySchema = z.string().check(z.regex(/^((content|comment):)?\d{1,15}$/));
/** What a bulk action did: the rows done, and each refused one with the reason. */
export const actionResultSchema = z.object({
  done: z.array(actionKeySchema),
  refused: z.array(z.object({ id: actionKeySchema, msg: z.string() })),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

// Queue sizes.

export const commentQueueCountsSchema = z.object({
  new: z.int(),
  reported: z.int(),
  held: z.int(),
  hidden: z.int(),
});
export const queueCountsSchema = z.object({
  registrations: z.int(),
  comments: commentQueueCountsSchema,
  reports: z.int(),
  feedback: z.int(),
  deactivations: z.int(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;
export const siteQuerySchema = z.object({ site: siteFilter });

// Registrations.

export const registrationSchema = z.object({
  id: idSchema,
  username: z.string(),
  site: z.enum(SITE_LANGS),
  createdAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;
export const registrationPageSchema = listPageSchema(registrationSchema);
export const registrationQuerySchema = z.object({
  site: siteFilter,
  q: z.optional(text(50)),
  ...paging,
});
export const REJECT_REASON_MAX = 200;
export const rejectBodySchema = z.object({
  ids: idsBodySchema.shape.ids,
  /** Shown to the reader when they try to sign in. */
  reason: requiredText(REJECT_REASON_MAX),
});

// Comments.

/** `new`: visible, not yet looked at; `reported`: with open reports; `held`: waiting for approval. */
export const COMMENT_QUEUES = ['new', 'reported', 'held', 'hidden'] as const;
export type CommentQueue = (typeof COMMENT_QUEUES)[number];
export const COMMENT_ACTIONS = ['approve', 'hide', 'restore', 'delete'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];
export const COMMENT_STATUSES = ['visible', 'pending', 'hidden', 'deleted'] as const;
/** Why a comment waits: the site or its item is pre-moderated, or it holds a banned word. */
export const HOLD_REASONS = ['', 'premoderation', 'bannedWord'] as const;

export const moderatedCommentSchema = z.object({
  id: idSchema,
  site: z.enum(SITE_LANGS),
  contentId: idSchema,
  contentTitle: z.string(),
  /** The comment answered ('' for a top-level one). */
  parentId: z.string(),
  userId: idSchema,
  userName: z.string(),
  content: z.string(),
  status: z.enum(COMMENT_STATUSES),
  holdReason: z.enum(HOLD_REASONS),
  /** The banned words it holds, for a comment held for them. */
  bannedWords: z.array(z.string()),
  openReports: z.int(),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
  /** Until when its author may not comment (null: they may). */
  authorSuspendedUntil: z.nullable(z.string()),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;
export const commentQueuePageSchema = listPageSchema(moderatedCommentSchema);
export const commentQueueQuerySchema = z.object({
  queue: z.enum(COMMENT_QUEUES),
  site: siteFilter,
  contentId: z.optional(idTextSchema),
  userId: z.optional(idTextSchema),
  /** Words in the comment. */
  q: z.optional(text(100)),
  ...paging,
});
export type CommentQueueQuery = z.input<typeof commentQueueQuerySchema>;
export const commentActionBodySchema = z.object({
  action: z.enum(COMMENT_ACTIONS),
  ids: idsBodySchema.shape.ids,
});

// Pre-moderation and banned words.

export const BANNED_WORDS_MAX = 500;
export const moderationSettingsSchema = z.object({
  site: z.enum(SITE_LANGS),
  /** Every comment of the site waits for approval. */
  premoderation: z.boolean(),
  bannedWords: z.array(z.string()),
  /** Items whose comments wait for approval whatever the site's setting. */
  premoderatedItems: z.array(z.object({ id: idSchema, title: z.string() })),
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;
export const moderationSettingsBodySchema = z.object({
  premoderation: z.boolean(),
  bannedWords: z.array(requiredText(50)).check(z.maxLength(BANNED_WORDS_MAX)),
});
export const itemPremoderationBodySchema = z.object({ on: z.boolean() });

// Reports, grouped by what they report.

export const REPORT_TARGETS = ['content', 'comment'] as const;
export const REPORT_STATES = ['open', 'hidden', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const reportGroupSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: idSchema,
  site: z.enum(SITE_LANGS),
  state: z.enum(REPORT_STATES),
  count: z.int(),
  /** How many reports gave each reason, most first. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.int() })),
  /** What reporters wrote, newest first (at most five). */
  details: z.array(z.string()),
  firstAt: z.string(),
  lastAt: z.string(),
  /** The item's title or the comment's words, and who wrote it. */
  targetText: z.string(),
  targetAuthor: z.string(),
  /** The item reported, or the item of the comment reported. */
  contentId: z.string(),
  /** Whether readers see the target now. */
  targetVisible: z.boolean(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportPageSchema = listPageSchema(reportGroupSchema);
export const reportQuerySchema = z.object({
  site: siteFilter,
  state: z._default(z.enum(REPORT_STATES), 'open'),
  targetType: z.optional(z.enum(REPORT_TARGETS)),
  reason: z.optional(z.enum(REPORT_REASONS)),
  ...paging,
});
export const REPORT_ACTIONS = ['hide', 'dismiss'] as const;
/** A report target as one id: `comment:12`, `content:7`. */
export const reportTargetKeySchema = z.string().check(z.regex(/^(content|comment):\d{1,15}$/));
export const reportActionBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  targets: z.array(reportTargetKeySchema).check(z.minLength(1), z.maxLength(BULK_MAX)),
});

// Feedback.

export const FEEDBACK_STATES = ['new', 'read', 'handled'] as const;
export const feedbackSchema = z.object({
  id: idSchema,
  site: z.enum(SITE_LANGS),
  /** The reader who sent it ('' when sent signed out). */
  userId: z.string(),
  userName: z.string(),
  contact: z.string(),
  body: z.string(),
  state: z.enum(FEEDBACK_STATES),
  answer: z.string(),
  answeredAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackPageSchema = listPageSchema(feedbackSchema);
export const feedbackQuerySchema = z.object({
  site: siteFilter,
  state: z.optional(z.enum(FEEDBACK_STATES)),
  q: z.optional(text(100)),
  ...paging,
});
export const FEEDBACK_ACTIONS = ['read', 'handled'] as const;
export const feedbackActionBodySchema = z.object({
  action: z.enum(FEEDBACK_ACTIONS),
  ids: idsBodySchema.shape.ids,
});
export const feedbackAnswerBodySchema = z.object({ body: requiredText(2000) });

// Deactivation requests.

export const deactivationSchema = z.object({
  id: idSchema,
  username: z.string(),
  site: z.enum(SITE_LANGS),
  registeredAt: z.string(),
  requestedAt: z.string(),
});
export type Deactivation = z.infer<typeof deactivationSchema>;
export const deactivationPageSchema = listPageSchema(deactivationSchema);
export const deactivationQuerySchema = z.object({ site: siteFilter, ...paging });

// Reader accounts.

export const READER_STATUSES = [
  'pending',
  'active',
  'rejected',
  'suspended',
  'deactivating',
  'deactivated',
] as const;
export type ReaderStatus = (typeof READER_STATUSES)[number];

export const readerSummarySchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string(),
  site: z.enum(SITE_LANGS),
  status: z.enum(READER_STATUSES),
  createdAt: z.string(),
  commentCount: z.int(),
  /** Until when they may not comment (null: they may). */
  commentSuspendedUntil: z.nullable(z.string()),
});
export type ReaderSummary = z.infer<typeof readerSummarySchema>;
export const readerPageSchema = listPageSchema(readerSummarySchema);
export const readerQuerySchema = z.object({
  site: siteFilter,
  /** Part of the username or name. */
  q: z.optional(text(50)),
  status: z.optional(z.enum(READER_STATUSES)),
  ...paging,
});

/** What a moderator may see of a reader: never a hash, the ID number only masked. */
export const readerDetailSchema = z.object({
  ...readerSummarySchema.shape,
  gender: z.string(),
  address: z.string(),
  bio: z.string(),
  birthday: z.string(),
  phone: z.string(),
  wechatAccount: z.string(),
  idNumberMasked: z.string(),
  signsInWithWechat: z.boolean(),
  reviewNote: z.string(),
  suspensionReason: z.string(),
  commentSuspensionReason: z.string(),
  deactivationRequestedAt: z.nullable(z.string()),
  activeSessions: z.int(),
  recentComments: z.array(moderatedCommentSchema),
});
export type ReaderDetail = z.infer<typeof readerDetailSchema>;

export const SUSPENSION_HOURS_MAX = 24 * 366;
export const commentSuspensionBodySchema = z.object({
  hours: z.int().check(z.gte(1), z.lte(SUSPENSION_HOURS_MAX)),
  reason: requiredText(200),
});
export const readerSuspensionBodySchema = z.object({ reason: requiredText(200) });
export const readerMessageBodySchema = z.object({ body: requiredText(1000) });
