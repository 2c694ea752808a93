import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { FOLLOWING_CACHE } from './followingCache.ts';

/**
 * Keeps a page of the Following feed as last read, under the address of its GET call: offline,
 * the service worker answers the same call from here, so the feed shows what was kept.
 */
export function keepFollowingPage(url: string, data: unknown): void {
  if (typeof caches === 'undefined') return;
  const answer = new Response(JSON.stringify({ code: 1, msg: '', data }), {
    headers: { 'content-type': 'application/json' },
  });
  caches
    .open(FOLLOWING_CACHE)
    .then((cache) => cache.put(url, answer))
    // Storage full or blocked: the feed still shows; only its offline copy is missing.
    .catch(ignoreFailure('keep following feed'));
}
