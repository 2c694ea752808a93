import { z } from 'zod/mini';
import { adSchema } from './commonSchemas.ts';
import { categorySchema, contentItemSchema, idParamSchema } from './contentSchemas.ts';
import { listPageSchema, pagingSchema, queryIntSchema } from './envelope.ts';

/** `GET /cms/content/indexList`: the home page's banner, headlines and feed. */
export const indexListSchema = z.object({
  banner: z.array(contentItemSchema),
  bannerAds: z.array(adSchema),
  headlines: z.array(contentItemSchema),
  feed: listPageSchema(contentItemSchema),
});
export const indexListQuerySchema = pagingSchema;

/** `GET /cms/content/indexColumnList`: the home sections, each a channel with its newest items. */
const indexColumnSchema = z.object({
  category: categorySchema,
  items: z.array(contentItemSchema),
});
export const indexColumnListSchema = z.array(indexColumnSchema);
export const indexColumnListQuerySchema = z.object({
  size: queryIntSchema(1, 10, 4),
});

/** `GET /cms/category/getAppChannels`: the channel tabs and the special pages' channels. */
export const appChannelsSchema = z.object({
  tabs: z.array(categorySchema),
  city: z.array(categorySchema),
  regional: z.array(categorySchema),
  all: z.array(categorySchema),
});

export const subListQuerySchema = z.object({ id: idParamSchema });
export const categoryListSchema = z.array(categorySchema);

export const headlineQuerySchema = z.object({
  size: queryIntSchema(1, 20, 6),
});
export const headlineListSchema = z.array(contentItemSchema);
