import { z } from 'zod';
import { contentDetailSchema, contentItemSchema, idParamSchema } from './contentSchemas.ts';
import { pagingSchema } from './envelope.ts';

export const videoCollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  count: z.number().int(),
});
export type VideoCollection = z.infer<typeof videoCollectionSchema>;

export const videoListQuerySchema = pagingSchema.extend({
  categoryId: idParamSchema.optional(),
  collectionId: idParamSchema.optional(),
});

/** `GET /cms/content/videoDetail`: the video, its collection and its neighbours for swipe play. */
export const videoDetailSchema = z.object({
  video: contentDetailSchema,
  collection: videoCollectionSchema.nullable(),
  /** The collection's videos in order (or the channel's newest when it has none). */
  playlist: z.array(contentItemSchema),
  previous: contentItemSchema.nullable(),
  next: contentItemSchema.nullable(),
});

export const videoCollectionListSchema = z.array(videoCollectionSchema);
export const videoCollectionCountQuerySchema = z.object({ id: idParamSchema });
export const videoCollectionCountSchema = z.object({ id: z.string(), count: z.number().int() });
