import { z } from 'zod/mini';
import { contentItemSchema, idParamSchema, pictureNoteSchema } from './contentSchemas.ts';
import { listPageSchema, pagingSchema } from './envelope.ts';

const topicSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** JSON-text image fields, as on content items. */
  bannerImg: z.string(),
  coverImg: z.string(),
  publishDate: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicPageSchema = listPageSchema(topicSchema);
export const topicListQuerySchema = pagingSchema;
export const topicBannerListSchema = z.array(topicSchema);

export const topicDetailQuerySchema = z.object({ id: idParamSchema });
export const topicDetailSchema = z.extend(topicSchema, {
  sections: z.array(
    z.object({ id: z.string(), title: z.string(), items: z.array(contentItemSchema) }),
  ),
  /** The library's notes for the banner and cover (issue 26). */
  pictureNotes: z.optional(z.array(pictureNoteSchema)),
});
