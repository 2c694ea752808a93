import { z } from 'zod/mini';
import { listPageSchema, pagingSchema } from './envelope.ts';
import { contentItemSchema } from './contentSchemas.ts';
import { AUTHOR_MAX, FOLLOW_KINDS, FOLLOW_MAX, MOST_READ_PERIODS, TAG_MAX } from './follows.ts';

const value = z.string().check(z.trim(), z.minLength(1), z.maxLength(AUTHOR_MAX));

/** One followed subject. */
export const followSchema = z.object({ kind: z.enum(FOLLOW_KINDS), value });
export type Follow = z.infer<typeof followSchema>;

/** `POST /people/follow/list|save|delete|merge`: what the account follows now, oldest first. */
export const followListSchema = z.object({
  rows: z.array(followSchema),
  max: z.int(),
});
export type FollowList = z.infer<typeof followListSchema>;

/**
 * The follows a signed-out reader's device keeps, as one query value: JSON text of a list of
 * `{kind, value}`. Malformed text is refused with the field's name, like any other bad input.
 */
const followsParamSchema = z.pipe(
  z.string().check(z.maxLength(FOLLOW_MAX * (AUTHOR_MAX + 40))),
  z.transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'invalid JSON', input: text });
      return z.NEVER;
    }
  }),
);

const followsSchema = z.array(followSchema).check(z.maxLength(FOLLOW_MAX));

/** `POST /people/follow/merge`: the follows a device kept while signed out (a list, or its JSON text from a form). */
export const followMergeSchema = z.object({
  follows: z.union([followsSchema, z.pipe(followsParamSchema, followsSchema)]),
});

/** `GET /cms/content/followingList`: signed in, the account's follows; else `follows`. */
export const followingQuerySchema = z.extend(pagingSchema, {
  follows: z.optional(z.pipe(followsParamSchema, followsSchema)),
});

/** `GET /cms/content/tagList`: a tag's items, newest first. */
export const tagListQuerySchema = z.extend(pagingSchema, {
  tag: z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX)),
});

/** `GET /cms/content/authorList`: an author's items, newest first. */
export const authorListQuerySchema = z.extend(pagingSchema, {
  author: z.string().check(z.trim(), z.minLength(1), z.maxLength(AUTHOR_MAX)),
});

/** `GET /cms/content/mostRead`: today's (UTC) or the last seven days' most read items. */
export const mostReadQuerySchema = z.object({
  period: z._default(z.enum(MOST_READ_PERIODS), 'today'),
});

export const mostReadSchema = z.object({
  rows: z.array(z.extend(contentItemSchema, { reads: z.int() })),
});
export type MostRead = z.infer<typeof mostReadSchema>;

/** A page of items, the same shape every list answers with. */
export const followingPageSchema = listPageSchema(contentItemSchema);
