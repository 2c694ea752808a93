import { isSiteLang, type SiteLang } from '@news/contract/sites';
import { notifyShelfChanged, SHELF_STORAGE_KEY } from './shelfIndex.ts';

/**
 * The list of items kept for offline reading, as the shelf (offlineShelf.ts) reads and writes it
 * after the caches have changed. Loaded with the shelf, on demand.
 */
export interface ShelfEntry {
  lang: SiteLang;
  id: string;
  /** The address of the item's GET call: its answer's key in the items cache. */
  url: string;
  /** When the reader last opened it (ms since epoch); 0 when only collected, never opened here. */
  openedAt: number;
  /** Collected by the signed-in reader: kept beyond the last opened ones. */
  collected: boolean;
  /** Its pictures' keys in the pictures cache. */
  pictures: string[];
  /** What its answer and pictures take in storage. */
  bytes: number;
}

function isEntry(value: unknown): value is ShelfEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    isSiteLang(e.lang) &&
    typeof e.id === 'string' &&
    typeof e.url === 'string' &&
    typeof e.openedAt === 'number' &&
    typeof e.collected === 'boolean' &&
    Array.isArray(e.pictures) &&
    e.pictures.every((p) => typeof p === 'string') &&
    typeof e.bytes === 'number'
  );
}

export function readShelf(): ShelfEntry[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SHELF_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function writeShelf(entries: readonly ShelfEntry[]): void {
  try {
    localStorage.setItem(SHELF_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the marks last for this page view only; the copies stay cached.
  }
  notifyShelfChanged();
}
