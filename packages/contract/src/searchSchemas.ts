import { z } from 'zod/mini';
import { contentItemSchema } from './contentSchemas.ts';
import { listPageSchema, pagingSchema } from './envelope.ts';
import { PUBLISH_TYPES } from './publishTypes.ts';

const SEARCH_QUERY_MAX = 50;

export const hotWordListSchema = z.array(z.string());

const keyword = z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_QUERY_MAX));

export const suggestQuerySchema = z.object({ keyword });
export const suggestListSchema = z.array(z.string()).check(z.maxLength(10));

export const searchQuerySchema = z.extend(pagingSchema, {
  keyword,
  publishType: z.optional(z.enum(PUBLISH_TYPES)),
});

/**
 * A result: the item plus its title and summary with matches wrapped in `<em>` — the only markup
 * in these two strings, everything else escaped, so the client may render them as HTML.
 */
const searchResultSchema = z.extend(contentItemSchema, {
  highlightTitle: z.string(),
  highlightDescription: z.string(),
});
export const searchPageSchema = listPageSchema(searchResultSchema);
