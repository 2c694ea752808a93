/**
 * What a write changed that readers can see, as far as the service that made it knows. Every
 * server empties its whole cache of public reads at any change (docs/adr/0005); a shared cache
 * in front of the servers is told only which answers to drop (docs/adr/0019), so the services
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
