/*
 * What a reader can follow and the bounds of it (issue 29), without schemas: the reader app
 * reads these constants in its first chunks, where no request schema belongs (docs/adr/0023).
 */

/** A channel or a topic (by id), a tag, an author (by name). */
export const FOLLOW_KINDS = ['channel', 'topic', 'tag', 'author'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Subjects one account (or one device) follows at most on a site. */
export const FOLLOW_MAX = 200;
/** Longest tag a tag page or a follow names (imports keep tags to 50 characters). */
export const TAG_MAX = 50;
/** Longest author's name, or any followed value, a page or a follow names. */
export const AUTHOR_MAX = 100;

export const MOST_READ_PERIODS = ['today', 'week'] as const;
export type MostReadPeriod = (typeof MOST_READ_PERIODS)[number];
/** Items a most read list shows. */
export const MOST_READ_COUNT = 10;

/** Whether a stored text is one of the kinds a reader can follow. */
export function isFollowKind(value: string): value is FollowKind {
  return (FOLLOW_KINDS as readonly string[]).includes(value);
}
