/**
 * What a write changed that readers can see, as far as the service that made it knows. The
 * servers' own caches of public reads (http/ResponseCache.ts) and a shared cache in front of them
 * (docs/adr/0019) drop only the answers that show it, by the same surrogate keys, so the services
 * say what they touched.
 */
export type PublicChange =
  /** Anything may have changed (an account closed: its comments were everywhere). */
  | { scope: 'everything' }
  /** Something every answer of the site may show: its name, channels, switches, ads, agreements. */
  | { scope: 'site'; siteId: number }
  /**
   * Items changed: their pages and counts, and the answers that show them. `lists` when the
   * site's lists may have gained, lost or reordered items (published, unpublished, scheduled,
   * moved, retitled), not when only counts moved.
   */
  | { scope: 'items'; siteId: number; itemIds: readonly number[]; lists: boolean };

/** An item's content or place changed: its answers and the site's lists. */
export function itemChanged(siteId: number, id: number): PublicChange {
  return { scope: 'items', siteId, itemIds: [id], lists: true };
}

/** Tells whoever listens (the response cache, the edge's purger) what a write changed. */
export class PublicChangeSignal {
  readonly #listeners: ((change: PublicChange) => void)[] = [];

  on(listener: (change: PublicChange) => void): void {
    this.#listeners.push(listener);
  }

  emit(change: PublicChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}
