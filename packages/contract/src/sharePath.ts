import type { SiteLang } from './sites.ts';

/**
 * An item's share page on its site, `/s/<lang>/<id>`: the one address of an item that a crawler,
 * a feed reader and a reader on another site can open (docs/adr/0008, 0025).
 */
export function sharePath(lang: SiteLang, id: number | string): string {
  return `/s/${lang}/${String(id)}`;
}
