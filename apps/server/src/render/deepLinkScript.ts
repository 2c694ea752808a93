import { cspHash } from './cspHash.ts';

/**
 * The one inline script of the app, in the head of server-rendered home pages. Hash routes never
 * reach the server, so a shared link such as `/#/pages/news-detail/news-detail?id=3` (or an entry
 * parameter: `?page=`, `?custom_id=`, `?spm=`) is answered with the home page's HTML; without this,
 * the reader would see home flash before their item. It marks such a load before the first paint,
 * and the stylesheet keeps the home HTML hidden until the app renders the item. It does nothing
 * else, runs nothing it is given, removes itself from the page, and is allowed by its hash in the
 * Content-Security-Policy.
 */
export const DEEP_LINK_SCRIPT =
  "(function(){var h=location.hash,s=location.search;if(!/^(#\\/?(\\?.*)?|#\\/pages\\/index\\/index(\\?.*)?)?$/.test(h)||/[?&](page|custom_id|spm)=/.test(s+h))document.documentElement.classList.add('deep-link');var c=document.currentScript;if(c)c.remove()})()";

/** The script's CSP source expression: `'sha256-…'`. */
export const DEEP_LINK_SCRIPT_HASH = cspHash(DEEP_LINK_SCRIPT);
