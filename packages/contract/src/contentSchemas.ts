import { z } from 'zod/mini';
import { listPageSchema, pagingSchema } from './envelope.ts';
import { PUBLISH_TYPES } from './publishTypes.ts';
import { SITE_LANGS } from './sites.ts';

/** Ids travel as strings (docs/api.md); the client never does arithmetic on them. */
export const idSchema = z.string().check(z.regex(/^\d{1,15}$/));

/**
 * The largest id the server stores: PostgreSQL keeps ids in 32-bit integers (`serial`), so a
 * larger one names nothing, and passing it to the database fails the query instead of finding
 * nothing.
 */
export const MAX_ID = 2_147_483_647;

/** An id as text from a query or form: digits only, at most `MAX_ID`. */
export const idTextSchema = z.string().check(
  z.regex(/^\d{1,15}$/, 'an id is a positive whole number'),
  z.refine((id) => Number(id) <= MAX_ID, 'no id is that large'),
);

/** An id from a query or form, given as string or number. */
export const idParamSchema = z.pipe(
  z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  idTextSchema,
);

export const categorySchema = z.object({
  id: idSchema,
  parentId: z.string(),
  title: z.string(),
  /** news | city | regional | pictures | video | live | topics */
  kind: z.string(),
  categoryDomain: z.string(),
  isTab: z.boolean(),
  isHomeColumn: z.boolean(),
  hasChildren: z.boolean(),
  /** Where a city channel is (WGS 84 degrees); null for channels that are not places. */
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type Category = z.infer<typeof categorySchema>;

/** A content item as lists show it (docs/api.md, Answers). */
export const contentItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  publishType: z.enum(PUBLISH_TYPES),
  /** JSON text of a list of `{url}` (the picture field, docs/api.md). */
  img: z.string(),
  publishDate: z.string(),
  categoryId: idSchema,
  categoryTitle: z.string(),
  categoryDomain: z.string(),
  typeurl: z.string(),
  outLink: z.string(),
  adsImg: z.string(),
  adsUrl: z.string(),
  liveId: z.string(),
  specialId: z.string(),
  collectionId: z.string(),
  videoUrl: z.string(),
  videoHlsUrl: z.string(),
  duration: z.int(),
  author: z.string(),
  source: z.string(),
  hit: z.int(),
  commentCount: z.int(),
  likeCount: z.int(),
  collectCount: z.int(),
  shareCount: z.int(),
  commentEnabled: z.boolean(),
  tags: z.array(z.string()),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

const contentImageSchema = z.object({
  url: z.string(),
  caption: z.string(),
  position: z.int(),
  width: z.int(),
  height: z.int(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/**
 * What the newsroom's media library says about one picture of a response (issue 26), found by its
 * address (`url`, without a focus fragment): readers get the alt text, and see the caption and
 * the credit. Body pictures carry theirs in the body's HTML instead.
 */
export const pictureNoteSchema = z.object({
  url: z.string(),
  alt: z.string(),
  caption: z.string(),
  credit: z.string(),
});
export type PictureNote = z.infer<typeof pictureNoteSchema>;

/**
 * The same story on another site (issue 28, docs/adr/0025): only published versions are ever
 * sent, and never the item itself. The reader's language links show `languageName` (the language
 * in itself, "日本語") and open `sharePath` (`/s/<lang>/<id>`), which opens the version on its site.
 */
export const contentVersionSchema = z.object({
  site: z.enum(SITE_LANGS),
  id: idSchema,
  title: z.string(),
  /** The version's language named in that language (the site's `nativeName`). */
  languageName: z.string(),
  /** BCP 47 tag of the version's language, for the link's `lang` and `hreflang`. */
  locale: z.string(),
  sharePath: z.string(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

/** What a public note published with a change says it is (issue 32). */
export const PUBLIC_NOTE_KINDS = ['correction', 'update'] as const;
export type PublicNoteKind = (typeof PUBLIC_NOTE_KINDS)[number];
/** The longest public correction or update note, in characters. */
export const PUBLIC_NOTE_MAX = 1000;

/** A correction or update note published with a change to the item, in the site's language. */
export const correctionSchema = z.object({
  kind: z.enum(PUBLIC_NOTE_KINDS),
  text: z.string(),
  /** When it was published (ISO instant). */
  at: z.string(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** One item in full: the sanitised body, every picture, and related items. */
export const contentDetailSchema = z.extend(contentItemSchema, {
  /** Body HTML, sanitised by the server: safe to render. */
  content: z.string(),
  images: z.array(contentImageSchema),
  related: z.array(contentItemSchema),
  /** Notes for the cover and gallery pictures the library describes (absent from old servers). */
  pictureNotes: z.optional(z.array(pictureNoteSchema)),
  /** Published versions on other sites, in the sites' order (absent when there are none). */
  versions: z.optional(z.array(contentVersionSchema)),
  /**
   * When the item was last updated with a public note (issue 32): the newest note's time; absent
   * while it has none (a typo fixed quietly does not make it "updated").
   */
  updatedAt: z.optional(z.string()),
  /** Its public correction and update notes, oldest first (absent when there are none). */
  corrections: z.optional(z.array(correctionSchema)),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const contentPageSchema = listPageSchema(contentItemSchema);
export type ContentPage = z.infer<typeof contentPageSchema>;

/** `POST /co/cms/content/list.do` and `GET /cms/content/commonList`. */
export const contentListQuerySchema = z.extend(pagingSchema, {
  categoryId: z.optional(idParamSchema),
  publishType: z.optional(z.enum(PUBLISH_TYPES)),
  /** Include the channel's child channels' items (a city page shows its cities). */
  withChildren: z.optional(
    z.pipe(
      z.enum(['true', 'false', '1', '0']),
      z.transform((v) => v === 'true' || v === '1'),
    ),
  ),
});

export const contentIdQuerySchema = z.object({ id: idParamSchema });
