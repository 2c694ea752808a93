import { useSyncExternalStore } from 'react';
import type { ContentDetail } from '@news/contract/contentSchemas';
import type { SiteLang } from '@news/contract/sites';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { keptKeys, shelfKey, subscribeShelf } from './shelfIndex.ts';

/*
 * Offline reading as the rest of the app uses it: lists ask what is kept, detail screens and
 * the collect button say what to keep. The work (caches, pictures) loads on demand.
 */

/**
 * Whether an item can be read offline. HTML rendered on the server marks nothing (it is the same
 * for every reader); the browser adds the marks once it has taken the page over. The answer is a
 * boolean, not the set: a card re-renders only when its own mark changes, so an unmarked card
 * never updates while React is still taking the server's HTML over (which would make it finish
 * in one long task).
 */
export function useKeptOffline(lang: SiteLang, id: string): boolean {
  const key = shelfKey(lang, id);
  return useSyncExternalStore(
    subscribeShelf,
    () => keptKeys().has(key),
    () => false,
  );
}

// A copy that could not be made (storage full, offline storage blocked, the network gone
// halfway) leaves the item readable online only, and its list shows it unmarked.
const noCopy = ignoreFailure('offline copy');

/** Keeps an item the reader has opened, with its pictures, among the last ones opened. */
export function keepOpenedItem(lang: SiteLang, item: ContentDetail): void {
  import('./offlineShelf.ts').then((shelf) => shelf.keepItem(lang, item, 'opened')).catch(noCopy);
}

/**
 * The reader collected items (kept for offline reading however many others they open), or no
 * longer collects them.
 */
export function markCollectedOffline(
  lang: SiteLang,
  ids: readonly string[],
  collected: boolean,
): void {
  if (ids.length === 0) return;
  import('./offlineShelf.ts')
    .then((shelf) => shelf.markCollected(lang, ids, collected))
    .catch(noCopy);
}

/**
 * The reader signed out: which items they collected is theirs, not the next reader's. The items
 * among the last opened stay; the others go.
 */
export function forgetCollectedOffline(): void {
  import('./offlineShelf.ts').then((shelf) => shelf.forgetCollected()).catch(noCopy);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the device is online; HTML rendered on the server is, the browser then says. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
