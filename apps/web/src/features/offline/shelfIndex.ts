import type { SiteLang } from '@news/contract/sites';

/*
 * Which items are kept for offline reading, read at once by the lists that mark them (this
 * module is in their first load; the shelf itself, shelfEntries.ts and offlineShelf.ts, loads on
 * demand).
 */

/** The local-storage key of the list of kept items. */
export const SHELF_STORAGE_KEY = 'offlineShelf';
const CHANGED = 'news:offline-shelf';

/** Tells this page's lists that the shelf changed (other tabs hear of it from storage events). */
export function notifyShelfChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the shelf changes, here or in another tab. */
export function subscribeShelf(listener: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === SHELF_STORAGE_KEY || event.key === null) listener();
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
    raw = localStorage.getItem(SHELF_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (snapshot?.raw !== raw) snapshot = { raw, ids: keysOf(raw) };
  return snapshot.ids;
}

function keysOf(raw: string | null): Set<string> {
  const keys = new Set<string>();
  try {
    const entries: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(entries))
      for (const entry of entries as unknown[]) {
        if (typeof entry !== 'object' || entry === null) continue;
        const { lang, id } = entry as { lang?: unknown; id?: unknown };
        if (typeof lang === 'string' && typeof id === 'string') keys.add(`${lang}:${id}`);
      }
  } catch {
    // Not JSON: nothing is marked; the shelf rewrites the list at its next change.
  }
  return keys;
}

export function shelfKey(lang: SiteLang, id: string): string {
  return `${lang}:${id}`;
}
