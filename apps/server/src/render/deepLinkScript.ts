import { cspHash } from './cspHash.ts';

/**
 * An inline script in the head of server-rendered home pages. Hash routes never reach the
 * server, so a shared link such as `/#/pages/news-detail/news-detail?id=3` (or an entry parameter:
 * `?page=`, `?custom_id=`, `?spm=`, or a `lang` other than the page's site, named by
 * `data-site` on `<html>`) is answered with the home page's HTML; without this, the reader would
 * see that home flash before their screen. It marks such a load before the first paint, and the
 * stylesheet keeps the home HTML hidden until the app renders the screen (the app loader starts
 * the app at once for such a page). It does nothing else, runs nothing it is given, removes
 * itself from the page, and is allowed by its hash in the Content-Security-Policy.
 */
export const DEEP_LINK_SCRIPT =
  "(function(){var h=location.hash,s=location.search,e=document.documentElement,l=/[?&]lang=([^&]*)/.exec(h);if(!/^(#\\/?(\\?.*)?|#\\/pages\\/index\\/index(\\?.*)?)?$/.test(h)||/[?&](page|custom_id|spm)=/.test(s+h)||(l&&l[1]!==e.getAttribute('data-site')))e.classList.add('deep-link');var c=document.currentScript;if(c)c.remove()})()";

/** The script's CSP source expression: `'sha256-…'`. */
export const DEEP_LINK_SCRIPT_HASH = cspHash(DEEP_LINK_SCRIPT);
