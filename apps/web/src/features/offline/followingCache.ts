/** The Following feed's pages as last read (issue 29), by the address of their GET call. */
export const FOLLOWING_CACHE = 'news-offline-following';
