/** How long shared caches may keep public answers (EDGE_MAX_AGE, EDGE_STALE_IF_ERROR). */
export interface EdgeSettings {
  /** `s-maxage`: a copy's lifetime without a purge (what nothing purges: ads ending, views). */
  maxAgeSeconds: number;
  /** `stale-if-error`: how long a copy may stand in while the servers cannot answer. */
  staleIfErrorSeconds: number;
}

/**
 * `stale-while-revalidate`: past its lifetime a copy is served this long while a fresh one is
 * fetched, so readers never wait on the fetch. Short, since browsers honour it too.
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 10;

/**
 * `Cache-Control` of a public answer: browsers keep it `browserMaxAge` seconds as before; shared
 * caches keep it at least as long as the settings say (they are purged when it changes), serve
 * it a little past that while refetching, and for long while the servers are down.
 */
export function sharedCacheControl(
  browserMaxAge: number,
  settings: EdgeSettings,
  immutable = false,
): string {
  return [
    'public',
    `max-age=${String(browserMaxAge)}`,
    `s-maxage=${String(Math.max(browserMaxAge, settings.maxAgeSeconds))}`,
    `stale-while-revalidate=${String(STALE_WHILE_REVALIDATE_SECONDS)}`,
    `stale-if-error=${String(settings.staleIfErrorSeconds)}`,
    ...(immutable ? ['immutable'] : []),
  ].join(', ');
}

/** What an answer no shared cache may keep says: personal ones also keep out of the browser's store. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
export const UNSHARED_CACHE_CONTROL = 'no-store';

/**
 * A public `Cache-Control` a handler set for browsers (`public, max-age=N[, immutable]`), made
 * one for shared caches too; undefined when it is not public or already says `s-maxage`.
 */
export function sharedFromBrowser(
  cacheControl: string,
  settings: EdgeSettings,
): string | undefined {
  if (!/^\s*public\s*(,|$)/i.test(cacheControl) || /s-maxage/i.test(cacheControl)) return undefined;
  const maxAge = /max-age=(\d+)/i.exec(cacheControl)?.[1];
  if (maxAge === undefined) return undefined;
  return sharedCacheControl(Number(maxAge), settings, /immutable/i.test(cacheControl));
}
