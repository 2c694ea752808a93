import { z } from 'zod/mini';
import { idSchema, idTextSchema } from '../contentSchemas.ts';
import { listPageSchema, queryIntSchema, PAGE_SIZE_MAX } from '../envelope.ts';
import { PUBLISH_TYPES } from '../publishTypes.ts';
import { SITE_LANGS } from '../sites.ts';
import { ITEM_STATUSES } from './itemSchemas.ts';

/*
 * Linked language versions (issue 28, docs/adr/0025): items of different sites that are the same
 * story form one group, with at most one item per site. An item made by "Translate into…" names
 * its source item and the source's revision it was made from; when the source has a newer
 * revision, the version is "source changed" until an editor marks it up to date.
 */

/** The most days the translation desk looks back. */
export const DESK_DAYS_MAX = 30;

/** One item of a group, as the console's versions panel shows it. */
export const itemVersionSchema = z.object({
  id: idSchema,
  site: z.enum(SITE_LANGS),
  publishType: z.enum(PUBLISH_TYPES),
  title: z.string(),
  status: z.enum(ITEM_STATUSES),
  updatedAt: z.string(),
  /** The item asked about (the panel's own row). */
  self: z.boolean(),
  /** The item it was translated from ('' when it was linked by hand or is the original). */
  sourceId: z.string(),
  /** The source's revision it was made from or last marked up to date with (null: no source, or
   * linked by the demo seed, which keeps no revisions: never "source changed"). */
  sourceRevision: z.nullable(z.int()),
  /** The source's newest revision now (null: no source, or the source is gone). */
  sourceLatestRevision: z.nullable(z.int()),
  /** The source has been changed since: the version may need the same change. */
  sourceChanged: z.boolean(),
});
export type ItemVersion = z.infer<typeof itemVersionSchema>;

/** An item's group: itself and its versions on other sites, in the sites' order. */
export const itemVersionsSchema = z.object({
  /** The group's number ('' when the item has no versions: `versions` holds only itself). */
  groupId: z.string(),
  versions: z.array(itemVersionSchema),
});
export type ItemVersions = z.infer<typeof itemVersionsSchema>;

/** Links an existing item (of another site) into this item's group. */
export const linkVersionBodySchema = z.object({ itemId: idTextSchema });
export type LinkVersionBody = z.infer<typeof linkVersionBodySchema>;

/** Makes a draft on `site` from this item ("Translate into…"). */
export const translateBodySchema = z.object({ site: z.enum(SITE_LANGS) });
export type TranslateBody = z.infer<typeof translateBodySchema>;

/** The fields whose text the source's changes are told by. */
export const SOURCE_FIELDS = [
  'title',
  'summary',
  'body',
  'author',
  'source',
  'tags',
  'pictures',
] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

/** One field of the source before (at the version's revision) and after (now), as plain text. */
export const sourceFieldChangeSchema = z.object({
  field: z.enum(SOURCE_FIELDS),
  before: z.string(),
  after: z.string(),
});
export type SourceFieldChange = z.infer<typeof sourceFieldChangeSchema>;

/**
 * What changed in the source since the version was made: only the fields that differ, each as
 * plain text (the body's paragraphs one a line, tags one a line, pictures one a line with their
 * caption) for the console to show as a diff.
 */
export const sourceChangesSchema = z.object({
  sourceId: idSchema,
  sourceSite: z.enum(SITE_LANGS),
  sourceTitle: z.string(),
  fromRevision: z.int(),
  toRevision: z.int(),
  fields: z.array(sourceFieldChangeSchema),
});
export type SourceChanges = z.infer<typeof sourceChangesSchema>;

/** The translation desk: what `from` published in the last `days` days that `to` has no version of. */
export const deskQuerySchema = z.object({
  from: z.enum(SITE_LANGS),
  to: z.enum(SITE_LANGS),
  days: queryIntSchema(1, DESK_DAYS_MAX, 3),
  pageNo: queryIntSchema(1, 100_000, 1),
  pageSize: queryIntSchema(1, PAGE_SIZE_MAX, 20),
});
export type DeskQuery = z.input<typeof deskQuerySchema>;

export const deskItemSchema = z.object({
  id: idSchema,
  site: z.enum(SITE_LANGS),
  publishType: z.enum(PUBLISH_TYPES),
  title: z.string(),
  summary: z.string(),
  channelTitle: z.string(),
  publishDate: z.string(),
  /** The sites it already has versions on. */
  versionSites: z.array(z.enum(SITE_LANGS)),
});
export type DeskItem = z.infer<typeof deskItemSchema>;
export const deskPageSchema = listPageSchema(deskItemSchema);
export type DeskPage = z.infer<typeof deskPageSchema>;
