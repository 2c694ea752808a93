import {
  SERVER_RENDER_ELEMENT_ID,
  serverRenderPayloadSchema,
  type ServerRenderPayload,
} from '@news/contract/serverRender';

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
