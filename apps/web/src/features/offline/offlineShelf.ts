import { cmsContentCommonDetail } from '@news/contract/endpoints/common/cmsContentCommonDetail';
import type { ContentDetail } from '@news/contract/contentSchemas';
import { RESULT_CODE } from '@news/contract/envelope';
import type { SiteLang } from '@news/contract/sites';
import { api, apiGetUrl } from '../../lib/apiClient.ts';
import { imageSrc } from '@news/contract/imageField';
import { FOLLOWING_CACHE } from './followingCache.ts';
import { ITEMS_CACHE, PICTURES_CACHE } from './offlineCaches.ts';
import { pictureToKeep } from './pictureToKeep.ts';
import { planShelf, SHELF_LIMITS } from './planShelf.ts';
import { readShelf, writeShelf, type ShelfEntry } from './shelfEntries.ts';

/*
 * The reader's shelf of items kept for offline reading: each item's API answer and its pictures
 * in the caches the service worker answers from when the network fails, and the list of them.
 * Only the public item detail is kept — the same answer for every reader, whoever is signed in —
 * never an answer that belongs to a reader. Which items a reader collected is theirs: signing out
 * takes that mark off (`forgetCollected`). Loaded on demand, after an item is on screen.
 */

/** Kinds of item that are read rather than watched: the detail answer holds all of them. */
const READABLE = new Set<ContentDetail['publishType']>(['TUWEN', 'TUSHUO', 'TUJIE']);

// One change to the shelf at a time, in every tab and page of the app: each reads the list,
// changes the caches and writes the list. A page that goes away while it holds the lock frees
// it; what it left half done is pruned by the next change (`store`).
const LOCK = 'news-offline-shelf';
let queue: Promise<unknown> = Promise.resolve();
async function serially<T>(work: () => Promise<T>): Promise<T> {
  if ('locks' in navigator) return await navigator.locks.request(LOCK, work);
  // Without Web Locks (older browsers): one change at a time in this page.
  const next = queue.then(work);
  queue = next.catch(() => undefined);
  return await next;
}

function offlineStorage(): boolean {
  return typeof caches !== 'undefined';
}

/** Keeps an item the reader opened or collected, with its pictures. */
export function keepItem(
  lang: SiteLang,
  item: ContentDetail,
  reason: 'opened' | 'collected',
): Promise<void> {
  if (!offlineStorage() || !READABLE.has(item.publishType)) return Promise.resolve();
  return keepFetched(lang, item, reason);
}

async function keepFetched(
  lang: SiteLang,
  item: ContentDetail,
  reason: 'opened' | 'collected',
): Promise<void> {
  const url = apiGetUrl(cmsContentCommonDetail, { id: item.id });
  // As the API sends it: the detail page parses the kept copy like any answer.
  const answer = JSON.stringify({ code: RESULT_CODE.success, msg: '', data: item });
  // An item kept as it is opened keeps the pictures its page shows; one collected from a list
  // shows none of them yet (a list's card is a thumbnail, not what its page shows).
  const pictures = pictureUrls(item, reason === 'opened' ? shownPictures() : []);
  // Downloaded first, then written at once with the list: a page that goes away meanwhile
  // leaves nothing half kept.
  const fetched = await fetchPictures(pictures);
  await serially(async () => {
    const items = await caches.open(ITEMS_CACHE);
    await items.put(
      url,
      new Response(answer, { headers: { 'content-type': 'application/json; charset=utf-8' } }),
    );
    const pictureBytes = await keepPictures(fetched);
    const shelf = readShelf();
    const before = shelf.find((e) => e.lang === lang && e.id === item.id);
    const entry: ShelfEntry = {
      lang,
      id: item.id,
      url,
      openedAt: reason === 'opened' ? Date.now() : (before?.openedAt ?? 0),
      collected: reason === 'collected' || (before?.collected ?? false),
      pictures,
      bytes: answer.length + pictureBytes,
    };
    await store([...shelf.filter((e) => e !== before), entry]);
  });
}

/**
 * Marks items collected (kept beyond the last opened ones), or no longer. A collected item not
 * on the shelf (collected on another device, or long ago) is fetched and kept, one at a time.
 */
export async function markCollected(
  lang: SiteLang,
  ids: readonly string[],
  collected: boolean,
): Promise<void> {
  if (!offlineStorage()) return;
  const wanted = new Set(ids);
  const onShelf = (e: ShelfEntry): boolean => e.lang === lang && wanted.has(e.id);
  await serially(() => store(readShelf().map((e) => (onShelf(e) ? { ...e, collected } : e))));
  if (!collected) return;
  const kept = new Set(
    readShelf()
      .filter(onShelf)
      .map((e) => e.id),
  );
  for (const id of ids) {
    if (kept.has(id)) continue;
    const item = await api(cmsContentCommonDetail, { params: { id }, quiet: true });
    await keepItem(lang, item, 'collected');
  }
}

/** Takes every collected mark off, as the reader signs out: which items they collected is theirs. */
export function forgetCollected(): Promise<void> {
  if (!offlineStorage() || !readShelf().some((e) => e.collected)) return Promise.resolve();
  return serially(() => store(readShelf().map((e) => ({ ...e, collected: false }))));
}

/** Removes every kept item and picture. */
export function clearShelf(): Promise<void> {
  if (!offlineStorage()) return Promise.resolve();
  return serially(async () => {
    await Promise.all([
      caches.delete(ITEMS_CACHE),
      caches.delete(PICTURES_CACHE),
      caches.delete(FOLLOWING_CACHE),
    ]);
    writeShelf([]);
  });
}

/** What the shelf holds: how many items and the storage they take. */
export function shelfUsage(): { items: number; bytes: number } {
  const shelf = readShelf();
  return { items: shelf.length, bytes: shelf.reduce((sum, e) => sum + e.bytes, 0) };
}

/**
 * Writes the shelf within its bounds, and removes from the caches whatever it does not list:
 * what fell off it now, and what a page that went away in the middle of a change left behind.
 */
async function store(entries: ShelfEntry[]): Promise<void> {
  const { keep } = planShelf(entries, SHELF_LIMITS);
  const [items, pictures] = await Promise.all([
    caches.open(ITEMS_CACHE),
    caches.open(PICTURES_CACHE),
  ]);
  const answers = new Set(keep.map((e) => e.url));
  const used = new Set(keep.flatMap((e) => e.pictures));
  for (const request of await items.keys())
    if (!answers.has(request.url)) await items.delete(request);
  for (const request of await pictures.keys())
    if (!used.has(request.url)) await pictures.delete(request);
  writeShelf(keep);
}

/** The files the page's pictures show now (none for one not loaded yet, as lazy ones below). */
function shownPictures(): string[] {
  return Array.from(document.images, (img) => img.currentSrc).filter(Boolean);
}

/** The app's column (`.app`: at most 480 CSS px, the phone's width below that), in device pixels. */
function columnPixels(): number {
  return Math.round(Math.min(window.innerWidth, 480) * window.devicePixelRatio);
}

/**
 * The files of the item's pictures on this site to keep: its cover, its picture list and the
 * pictures in its body, each at the rendition the page showed (`pictureToKeep`). Pictures on
 * other hosts are not kept: the page's and the worker's Content-Security-Policy let them fetch
 * from this origin only.
 */
function pictureUrls(item: ContentDetail, shown: readonly string[]): string[] {
  const found = [imageSrc(item.img), ...item.images.map((image) => imageSrc(image.url))];
  // An inert document: nothing in it loads or runs.
  const body = new DOMParser().parseFromString(item.content, 'text/html');
  for (const img of Array.from(body.querySelectorAll('img[src]')))
    found.push(img.getAttribute('src') ?? '');
  const urls = found
    .filter(Boolean)
    .map((src) => new URL(src, window.location.href))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => pictureToKeep(url.href, shown, columnPixels()));
  return [...new Set(urls)];
}

interface FetchedPicture {
  url: string;
  /** Undefined when already kept. */
  body?: Blob;
  type?: string | null;
}

/** Downloads the pictures not kept yet. */
async function fetchPictures(urls: readonly string[]): Promise<FetchedPicture[]> {
  const cache = await caches.open(PICTURES_CACHE);
  const fetched: FetchedPicture[] = [];
  for (const url of urls) {
    if (await cache.match(url)) {
      fetched.push({ url });
      continue;
    }
    const response = await fetch(url);
    // A picture that cannot be fetched now is shown online as before; the item is kept without it.
    if (!response.ok) continue;
    // The body as fetched is already decoded: only its type travels with it.
    fetched.push({ url, body: await response.blob(), type: response.headers.get('content-type') });
  }
  return fetched;
}

/** Keeps the downloaded pictures; returns the storage all of the item's pictures take. */
async function keepPictures(pictures: readonly FetchedPicture[]): Promise<number> {
  const cache = await caches.open(PICTURES_CACHE);
  let bytes = 0;
  for (const { url, body, type } of pictures) {
    if (!body) {
      bytes += (await (await cache.match(url))?.blob())?.size ?? 0;
      continue;
    }
    bytes += body.size;
    await cache.put(url, new Response(body, type ? { headers: { 'content-type': type } } : {}));
  }
  return bytes;
}
