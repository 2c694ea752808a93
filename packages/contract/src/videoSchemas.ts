import { z } from 'zod/mini';
import { contentDetailSchema, contentItemSchema, idParamSchema } from './contentSchemas.ts';
import { pagingSchema } from './envelope.ts';

const videoCollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  count: z.int(),
});
export type VideoCollection = z.infer<typeof videoCollectionSchema>;

export const videoListQuerySchema = z.extend(pagingSchema, {
  categoryId: z.optional(idParamSchema),
  collectionId: z.optional(idParamSchema),
});

/** `GET /cms/content/videoDetail`: the video, its collection and its neighbours for swipe play. */
export const videoDetailSchema = z.object({
  video: contentDetailSchema,
  collection: z.nullable(videoCollectionSchema),
  /** The collection's videos in order (or the channel's newest when it has none). */
  playlist: z.array(contentItemSchema),
  previous: z.nullable(contentItemSchema),
  next: z.nullable(contentItemSchema),
});

export const videoCollectionListSchema = z.array(videoCollectionSchema);
export const videoCollectionCountQuerySchema = z.object({ id: idParamSchema });
export const videoCollectionCountSchema = z.object({ id: z.string(), count: z.int() });
