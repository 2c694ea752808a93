import { z } from 'zod/mini';
import { idSchema } from '../contentSchemas.ts';
import { listPageSchema, queryIntSchema, PAGE_SIZE_MAX } from '../envelope.ts';
import { PUBLISH_TYPES } from '../publishTypes.ts';
import { SITE_LANGS } from '../sites.ts';
import { isMediaUrl } from './urls.ts';

/*
 * The media library (issue 26, docs/adr/0024): every picture staff brought into a site, with the
 * words readers get with it and the point its crops keep in view. Content holds only the
 * picture's address; readers' responses get alt text, caption, credit and focal point from here
 * at read time, so editing them once changes every use.
 */

export const PICTURE_ALT_MAX = 500;
export const PICTURE_CAPTION_MAX = 2000;
export const PICTURE_CREDIT_MAX = 200;
/** How many addresses one lookup may ask about (an item with a long gallery and body). */
export const PICTURE_LOOKUP_MAX = 300;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const percent = z.int().check(z.gte(0), z.lte(100));

/** Where a picture is used: the field of an item (or a live post of it) that holds its address. */
export const PICTURE_USE_KINDS = ['cover', 'body', 'gallery', 'banner', 'livePost'] as const;
export type PictureUseKind = (typeof PICTURE_USE_KINDS)[number];

export const pictureUseSchema = z.object({
  itemId: idSchema,
  title: z.string(),
  publishType: z.enum(PUBLISH_TYPES),
  kind: z.enum(PICTURE_USE_KINDS),
});
export type PictureUse = z.infer<typeof pictureUseSchema>;

export const libraryPictureSchema = z.object({
  id: idSchema,
  site: z.enum(SITE_LANGS),
  /** The picture's address (`/media/pictures/<hash>/<W>x<H>-<rrggbb>.jpg`), without a focus. */
  url: z.string(),
  width: z.int(),
  height: z.int(),
  /** Bytes of the file at the address. */
  bytes: z.int(),
  /** What a screen reader says; '' means nobody described it yet. */
  alt: z.string(),
  caption: z.string(),
  /** Who made it: the photographer, agency or source readers see credited. */
  credit: z.string(),
  focusX: z.int(),
  focusY: z.int(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every use, newest item first (lists give the count and at most the first few). */
  uses: z.array(pictureUseSchema),
  useCount: z.int(),
});
export type LibraryPicture = z.infer<typeof libraryPictureSchema>;

export const libraryPicturePageSchema = listPageSchema(libraryPictureSchema);
export type LibraryPicturePage = z.infer<typeof libraryPicturePageSchema>;

/** `unused`: in no item; `noAlt`: not described yet; `mine`: uploaded by the one asking. */
export const PICTURE_FILTERS = ['all', 'unused', 'noAlt', 'mine'] as const;
export type PictureFilter = (typeof PICTURE_FILTERS)[number];

export const pictureListQuerySchema = z.object({
  site: z.enum(SITE_LANGS),
  /** Words in the alt text, caption or credit. */
  q: z.optional(text(100)),
  filter: z._default(z.enum(PICTURE_FILTERS), 'all'),
  pageNo: queryIntSchema(1, 100_000, 1),
  pageSize: queryIntSchema(1, PAGE_SIZE_MAX, 30),
});
export type PictureListQuery = z.input<typeof pictureListQuerySchema>;

export const pictureUpdateBodySchema = z.object({
  alt: text(PICTURE_ALT_MAX),
  caption: text(PICTURE_CAPTION_MAX),
  credit: text(PICTURE_CREDIT_MAX),
  focusX: percent,
  focusY: percent,
});
export type PictureUpdateBody = z.infer<typeof pictureUpdateBodySchema>;

export const pictureLookupBodySchema = z.object({
  site: z.enum(SITE_LANGS),
  urls: z
    .array(z.string().check(z.maxLength(2000), z.refine(isMediaUrl, 'not an allowed address')))
    .check(z.maxLength(PICTURE_LOOKUP_MAX)),
});
export type PictureLookupBody = z.infer<typeof pictureLookupBodySchema>;

/** The library's entries for the addresses asked about; addresses it does not hold are left out. */
export const pictureLookupSchema = z.object({ items: z.array(libraryPictureSchema) });
export type PictureLookup = z.infer<typeof pictureLookupSchema>;
