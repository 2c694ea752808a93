import type { ShelfEntry } from './shelfEntries.ts';

export interface ShelfLimits {
  /** How many of the items the reader opened stay, the most recent first. */
  opened: number;
  /** What all kept items may take in storage together. */
  bytes: number;
}

/** The product's bound: the last 50 items opened, every collected one, 50 MB in all. */
export const SHELF_LIMITS: ShelfLimits = { opened: 50, bytes: 50 * 1024 * 1024 };

/**
 * Which entries stay on the shelf and which go: the `opened` most recently opened and every
 * collected one stay, most recent first; an item kept only because it was collected (never
 * opened here: `openedAt` 0) goes when it is no longer collected. When they take more than
 * `bytes`, the oldest opened go first, then the oldest collected.
 */
export function planShelf(
  entries: readonly ShelfEntry[],
  limits: ShelfLimits,
): { keep: ShelfEntry[]; drop: ShelfEntry[] } {
  const newest = [...entries].sort((a, b) => b.openedAt - a.openedAt);
  let opened = 0;
  const keep: ShelfEntry[] = [];
  const drop: ShelfEntry[] = [];
  for (const entry of newest) {
    if (entry.collected || (entry.openedAt > 0 && opened < limits.opened)) {
      if (!entry.collected) opened += 1;
      keep.push(entry);
    } else drop.push(entry);
  }
  let bytes = keep.reduce((sum, entry) => sum + entry.bytes, 0);
  for (const collected of [false, true]) {
    for (let i = keep.length - 1; i >= 0 && bytes > limits.bytes; i--) {
      const entry = keep[i];
      if (!entry || entry.collected !== collected) continue;
      keep.splice(i, 1);
      drop.push(entry);
      bytes -= entry.bytes;
    }
  }
  return { keep, drop };
}
