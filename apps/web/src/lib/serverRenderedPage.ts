import {
  LANG_COOKIE,
  SERVER_RENDER_ELEMENT_ID,
  serverRenderPayloadSchema,
  type ServerRenderPayload,
} from '@news/contract/serverRender';
import type { SiteLang } from '@news/contract/sites';
import { parseHash } from './router/hashLocation.ts';

/**
 * The payload of HTML the server rendered (`/` and the share pages `/s/<lang>/<id>`), or null.
 * A share page's address becomes the item's app route in place — no reload, no lost scroll —
 * so the app, the back button and copied links carry on from the route.
 */
export function takeServerRender(): ServerRenderPayload | null {
  const element = document.getElementById(SERVER_RENDER_ELEMENT_ID);
  const text = element?.textContent;
  // Read once: the page keeps no data element after start.
  element?.remove();
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = serverRenderPayloadSchema.safeParse(raw);
  if (!parsed.success) return null;
  // The route carries what the share link's query had (its spm code among it).
  if (window.location.pathname.startsWith('/s/'))
    window.history.replaceState(window.history.state, '', `/#${parsed.data.route}`);
  return parsed.data;
}

/**
 * Whether the browser may take the server's HTML over as it is: same site language, same screen.
 * When the reader's saved language or an entry parameter chose otherwise, the app renders afresh.
 */
export function canHydrate(payload: ServerRenderPayload, lang: SiteLang, hash: string): boolean {
  return payload.lang === lang && parseHash(hash).path === parseHash(`#${payload.route}`).path;
}

/** Tells the server which site this reader reads, so `/` arrives in that language next time. */
export function rememberLangForServer(lang: SiteLang): void {
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
}
