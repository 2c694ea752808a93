import { LANG_COOKIE } from '@news/contract/serverRenderNames';
import type { SiteLang } from '@news/contract/sites';
import { parseHash } from './router/hashLocation.ts';

/** The page payload's parts these rules read (`ServerRenderPayload`'s, without its schema). */
interface RenderedRoute {
  lang: SiteLang;
  route: string;
}

/**
 * Whether the browser may take the server's HTML over as it is: same site language, same screen.
 * When the reader's saved language or an entry parameter chose otherwise, the app renders afresh.
 */
export function canHydrate(payload: RenderedRoute, lang: SiteLang, hash: string): boolean {
  return payload.lang === lang && parseHash(hash).path === parseHash(`#${payload.route}`).path;
}

/** Tells the server which site this reader reads, so `/` arrives in that language next time. */
export function rememberLangForServer(lang: SiteLang): void {
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
}
