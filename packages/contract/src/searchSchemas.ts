import { z } from 'zod';
import { contentItemSchema } from './contentSchemas.ts';
import { listPageSchema, pagingSchema } from './envelope.ts';
import { PUBLISH_TYPES } from './publishTypes.ts';

export const SEARCH_QUERY_MAX = 50;

export const hotWordListSchema = z.array(z.string());

export const suggestQuerySchema = z.object({
  keyword: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
});
export const suggestListSchema = z.array(z.string()).max(10);

export const searchQuerySchema = pagingSchema.extend({
  keyword: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  publishType: z.enum(PUBLISH_TYPES).optional(),
});

/**
 * A result: the item plus its title and summary with matches wrapped in `<em>` — the only markup
 * in these two strings, everything else escaped, so the client may render them as HTML.
 */
export const searchResultSchema = contentItemSchema.extend({
  highlightTitle: z.string(),
  highlightDescription: z.string(),
});
export const searchPageSchema = listPageSchema(searchResultSchema);
