import { z } from 'zod/mini';
import {
  idSchema,
  idTextSchema,
  correctionSchema,
  PUBLIC_NOTE_KINDS,
  PUBLIC_NOTE_MAX,
} from '../contentSchemas.ts';
import { listPageSchema, queryIntSchema, PAGE_SIZE_MAX } from '../envelope.ts';
import { PUBLISH_TYPES } from '../publishTypes.ts';
import { SITE_LANGS } from '../sites.ts';
import { isMediaUrl, isWebUrl } from './urls.ts';
import { videoJobSchema } from './videoJobSchemas.ts';

/**
 * Where an item is in its life: everything but published is the newsroom's only. Between draft
 * and published, review (issue 32): a writer submits (in review), an editor sends it back with a
 * note (changes requested) or approves it; publishing is a separate act after that.
 */
export const ITEM_STATUSES = [
  'draft',
  'inReview',
  'changesRequested',
  'approved',
  'scheduled',
  'published',
  'unpublished',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The statuses of the review queue, in the order its tabs show them. */
export const REVIEW_STATUSES = ['inReview', 'changesRequested', 'approved'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The live hold an editor sets: follow the clock, keep it on air, or end it (replay). */
export const LIVE_HOLDS = ['auto', 'onAir', 'ended'] as const;
export type LiveHold = (typeof LIVE_HOLDS)[number];

export const mediaUrlSchema = z.string().check(z.refine(isMediaUrl, 'not an allowed address'));
export const webUrlSchema = z.string().check(z.refine(isWebUrl, 'not an http(s) address'));
const requiredMediaUrl = z
  .string()
  .check(z.minLength(1), z.refine(isMediaUrl, 'not an allowed address'));

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const isoTime = z.iso.datetime({ offset: true });
/** An id an editor picked, or '' for none. */
const optionalId = z.union([z.literal(''), idTextSchema]);

export const ITEM_BODY_MAX = 500_000;

/** What every kind of item has. */
const commonFields = {
  site: z.enum(SITE_LANGS),
  title: requiredText(200),
  /** The summary lists and link previews show. */
  summary: text(1000),
  author: text(100),
  source: text(200),
  tags: z.array(requiredText(40)).check(z.maxLength(20)),
  channelId: idTextSchema,
  commentEnabled: z.boolean(),
  /** Lead picture (news), cover (galleries, topics, collections, lives) or poster (video). */
  cover: mediaUrlSchema,
  /** An outside-link item opens this address instead of its own page. */
  outLink: webUrlSchema,
  headline: z.boolean(),
  banner: z.boolean(),
};

export const galleryImageSchema = z.object({
  url: requiredMediaUrl,
  caption: text(2000),
  width: z.int().check(z.gte(0), z.lte(100_000)),
  height: z.int().check(z.gte(0), z.lte(100_000)),
});
export type GalleryImageInput = z.infer<typeof galleryImageSchema>;

export const newsDocumentSchema = z.object({
  ...commonFields,
  publishType: z.literal('TUWEN'),
  /** Rich text from the console's editor; the server sanitises it on the way in. */
  body: z.string().check(z.maxLength(ITEM_BODY_MAX)),
});

const galleryFields = { images: z.array(galleryImageSchema).check(z.maxLength(200)) };
export const pictureStoryDocumentSchema = z.object({
  ...commonFields,
  publishType: z.literal('TUSHUO'),
  ...galleryFields,
});
export const pictureExplainerDocumentSchema = z.object({
  ...commonFields,
  publishType: z.literal('TUJIE'),
  ...galleryFields,
});

export const videoFieldsSchema = z.object({
  /** The processing job of the uploaded file; its results fill the addresses and duration. */
  jobId: optionalId,
  url: mediaUrlSchema,
  hlsUrl: mediaUrlSchema,
  durationS: z.int().check(z.gte(0), z.lte(7 * 86_400)),
});
export const videoDocumentSchema = z.object({
  ...commonFields,
  publishType: z.literal('SHIPING'),
  video: videoFieldsSchema,
  /** Text under the player. */
  body: z.string().check(z.maxLength(ITEM_BODY_MAX)),
  /** The collection (a SHIPINGLIST item) this video is listed in, or ''. */
  collectionId: optionalId,
});

export const collectionDocumentSchema = z.object({
  ...commonFields,
  publishType: z.literal('SHIPINGLIST'),
  /** The collection's videos (SHIPING items), in order. */
  videoIds: z.array(idTextSchema).check(z.maxLength(200)),
});

export const topicSectionSchema = z.object({
  title: requiredText(100),
  itemIds: z.array(idTextSchema).check(z.maxLength(100)),
});
export const topicDocumentSchema = z.object({
  ...commonFields,
  publishType: z.literal('SPECIAL'),
  topic: z.object({
    banner: mediaUrlSchema,
    sections: z.array(topicSectionSchema).check(z.maxLength(30)),
  }),
});

export const liveSegmentSchema = z.object({
  title: requiredText(100),
  offsetSeconds: z.int().check(z.gte(0), z.lte(7 * 86_400)),
});
export const liveDocumentSchema = z.object({
  ...commonFields,
  publishType: z.literal('authPublishPlayback'),
  live: z.object({
    host: text(100),
    startTime: isoTime,
    endTime: isoTime,
    streamUrl: mediaUrlSchema,
    hold: z.enum(LIVE_HOLDS),
    replayUrl: mediaUrlSchema,
    segments: z.array(liveSegmentSchema).check(z.maxLength(100)),
  }),
});

/** Everything an editor writes of an item, one shape per publish type; revisions keep it whole. */
export const itemDocumentSchema = z.discriminatedUnion('publishType', [
  newsDocumentSchema,
  pictureStoryDocumentSchema,
  pictureExplainerDocumentSchema,
  videoDocumentSchema,
  collectionDocumentSchema,
  topicDocumentSchema,
  liveDocumentSchema,
]);
export type ItemDocument = z.infer<typeof itemDocumentSchema>;
export type ItemDocumentOf<T extends ItemDocument['publishType']> = Extract<
  ItemDocument,
  { publishType: T }
>;

/** An item as the console's lists show it. */
export const itemSummarySchema = z.object({
  id: idSchema,
  site: z.enum(SITE_LANGS),
  publishType: z.enum(PUBLISH_TYPES),
  title: z.string(),
  status: z.enum(ITEM_STATUSES),
  channelId: idSchema,
  channelTitle: z.string(),
  author: z.string(),
  cover: z.string(),
  /** When it was or will be published (the scheduled time of a scheduled item). */
  publishDate: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  version: z.int(),
  /** The embargo: before this instant nothing publishes the item; '' when none. */
  embargoUntil: z.string(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;
export const itemPageSchema = listPageSchema(itemSummarySchema);
export type ItemPage = z.infer<typeof itemPageSchema>;

export const itemDetailSchema = z.object({
  id: idSchema,
  status: z.enum(ITEM_STATUSES),
  /** Goes up by one with every change; a save names the version it was made from. */
  version: z.int(),
  publishDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  updatedBy: z.string(),
  /** The embargo: before this instant nothing publishes the item; '' when none. */
  embargoUntil: z.string(),
  /** What the editor asked to change, while changes are requested; '' otherwise. */
  reviewNote: z.string(),
  document: itemDocumentSchema,
  /** The processing of the item's uploaded video (video items), or null. */
  videoJob: z.nullable(videoJobSchema),
  /** The public correction and update notes readers see under it, oldest first (issue 32). */
  publicNotes: z.optional(z.array(correctionSchema)),
  /** A topic item's topic, as readers follow it (alerts to its followers, issue 29). */
  topicId: z.optional(z.string()),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const itemListQuerySchema = z.object({
  site: z.optional(z.enum(SITE_LANGS)),
  channelId: z.optional(idTextSchema),
  publishType: z.optional(z.enum(PUBLISH_TYPES)),
  status: z.optional(z.enum(ITEM_STATUSES)),
  /** 'true': only items whose embargo has not ended. */
  embargoed: z.optional(z.enum(['true', 'false'])),
  author: z.optional(text(100)),
  /** Words in the title or summary. */
  q: z.optional(text(100)),
  /** Only items with no linked version on this site (issue 28, docs/adr/0025). */
  noVersionOn: z.optional(z.enum(SITE_LANGS)),
  /** `true`: only versions whose source changed since they were made or marked up to date. */
  sourceChanged: z.optional(
    z.pipe(
      z.enum(['true', 'false', '1', '0']),
      z.transform((v) => v === 'true' || v === '1'),
    ),
  ),
  pageNo: queryIntSchema(1, 100_000, 1),
  pageSize: queryIntSchema(1, PAGE_SIZE_MAX, 20),
});
export type ItemListQuery = z.input<typeof itemListQuerySchema>;

export const createItemBodySchema = z.object({ document: itemDocumentSchema });
export const saveItemBodySchema = z.object({
  version: z.int().check(z.gte(1)),
  document: itemDocumentSchema,
  /**
   * A public correction or update note readers see under the item (issue 32): only with a change
   * to a published item, written in the site's language.
   */
  publicNote: z.optional(
    z.object({
      kind: z.enum(PUBLIC_NOTE_KINDS),
      text: requiredText(PUBLIC_NOTE_MAX),
    }),
  ),
});
export const scheduleBodySchema = z.object({ at: isoTime, version: z.int().check(z.gte(1)) });
export const versionBodySchema = z.object({ version: z.int().check(z.gte(1)) });
export const requestChangesBodySchema = z.object({
  version: z.int().check(z.gte(1)),
  note: requiredText(2000),
});
/** Sets the embargo (`until`, an instant) or lifts it (null). */
export const embargoBodySchema = z.object({
  version: z.int().check(z.gte(1)),
  until: z.nullable(isoTime),
});

/** How many items of the sites wait in each review status (a reporter: of their own). */
export const reviewCountsSchema = z.object({
  inReview: z.int(),
  changesRequested: z.int(),
  approved: z.int(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

export const BULK_ACTIONS = ['publish', 'unpublish'] as const;
export const bulkBodySchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(idTextSchema).check(z.minLength(1), z.maxLength(100)),
});
export const bulkResultSchema = z.object({
  done: z.array(idSchema),
  refused: z.array(z.object({ id: idSchema, msg: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const revisionSchema = z.object({
  revision: z.int(),
  /** What made it: create, save, restore, publish, ... */
  action: z.string(),
  title: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;
export const revisionListSchema = z.array(revisionSchema);

export const channelOptionSchema = z.object({
  id: idSchema,
  title: z.string(),
  kind: z.string(),
  parentId: z.string(),
});
export type ChannelOption = z.infer<typeof channelOptionSchema>;
export const siteOptionsSchema = z.object({ channels: z.array(channelOptionSchema) });

export const livePostSchema = z.object({
  id: idSchema,
  author: z.string(),
  content: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
export type LivePost = z.infer<typeof livePostSchema>;
export const livePostListSchema = z.array(livePostSchema);
export const livePostBodySchema = z.object({
  content: requiredText(2000),
  image: mediaUrlSchema,
});

export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.int(),
  height: z.int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
