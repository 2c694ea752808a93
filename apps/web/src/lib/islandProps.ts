/**
 * The islands of the server-rendered arrival pages (docs/adr/0033): the parts a reader acts on,
 * each hydrated on its own from the props written into the page. Props are JSON: the page
 * carries them in the island's element, and the browser hydrates the island from them alone.
 */
export interface IslandProps {
  /** Like, collect, share, report and the comment count: `InteractionBar`. */
  actions: { contentId: string; comments: 'here' | 'tab' };
  /** The comments with their composer. */
  comments: { contentId: string; commentEnabled: boolean };
  /** An article's or a video page's player. */
  player: { src: string; poster: string; label: string; priority: boolean; autoPlay: boolean };
  /** Read aloud, over the article it sits in. */
  readAloud: Record<string, never>;
  /** The view count, counting this view; `keep` puts the item on the offline shelf. */
  views: { contentId: string; hit: number | undefined; keep: boolean };
  /** A picture story's or explainer's swipe gallery. */
  gallery: { contentId: string };
  /** A live broadcast's screen, all of it: stream, state, countdown, segments, posts. */
  live: { id: string };
  /** Home's feed past its first page, loaded as the reader scrolls. */
  homeFeed: Record<string, never>;
}

export type IslandName = keyof IslandProps;

/** The element an island's HTML is wrapped in, on the server and in the browser alike. */
export const ISLAND_TAG = 'news-island';

/** Set by the page's script on an island once it answers the reader (benchmarks count them). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Sent on `window` to open the comments' composer, from whichever island the tap was in. */
export const FOCUS_COMMENTS_EVENT = 'news:focus-comments';

/** The video page's comments tab, which the action bar's comment button opens. */
export const COMMENTS_TAB_ID = 'video-tab-1';
