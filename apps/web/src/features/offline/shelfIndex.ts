import { z } from 'zod/mini';
import { SITE_LANGS, type SiteLang } from '@news/contract/sites';

/**
 * The list of items kept for offline reading, in local storage: read at once by the lists that
 * mark them, written by the shelf (offlineShelf.ts) after the caches have changed.
 */
const shelfEntrySchema = z.object({
  lang: z.enum(SITE_LANGS),
  id: z.string(),
  /** The address of the item's GET call: its answer's key in the items cache. */
  url: z.string(),
  /** When the reader last opened it (ms since epoch); 0 when only collected, never opened here. */
  openedAt: z.number(),
  /** Collected by the signed-in reader: kept beyond the last opened ones. */
  collected: z.boolean(),
  /** Its pictures' keys in the pictures cache. */
  pictures: z.array(z.string()),
  /** What its answer and pictures take in storage. */
  bytes: z.number(),
});
export type ShelfEntry = z.infer<typeof shelfEntrySchema>;

const shelfSchema = z.array(shelfEntrySchema);

const STORAGE_KEY = 'offlineShelf';
const CHANGED = 'news:offline-shelf';

export function readShelf(): ShelfEntry[] {
  try {
    const parsed = shelfSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeShelf(entries: readonly ShelfEntry[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the marks last for this page view only; the copies stay cached.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the shelf changes, here or in another tab. */
export function subscribeShelf(listener: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

let snapshot: { raw: string | null; ids: ReadonlySet<string> } | undefined;

/** `lang:id` of every kept item, the same set object until the shelf changes. */
export function keptKeys(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (snapshot?.raw !== raw) {
    snapshot = { raw, ids: new Set(readShelf().map((e) => shelfKey(e.lang, e.id))) };
  }
  return snapshot.ids;
}

export function shelfKey(lang: SiteLang, id: string): string {
  return `${lang}:${id}`;
}
