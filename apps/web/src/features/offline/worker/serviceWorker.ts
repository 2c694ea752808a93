import {
  isApiPath,
  ITEMS_CACHE,
  PAGES_CACHE,
  pictureFolderOf,
  PICTURES_CACHE,
  SHELL_CACHE_PREFIX,
  SHELL_PAGE_KEY,
  sharedItemRoute,
} from '../offlineCaches.ts';
import { ALERT_FALLBACK_TEXTS, alertLangOf } from './alertTexts.ts';
import { FOLLOWING_CACHE } from '../followingCache.ts';

/*
 * The reader app's service worker, hand-written (docs/adr/0014): what it does fits on a page, and
 * the parts that need care — API calls signed with a fresh nonce each, answers that must never
 * be shared between readers — are clearer here than in a library's configuration.
 *
 * - The app's code and styles (the build's list, written in at build time) are kept at install
 *   and answered from the cache: cache first; every build has its own cache.
 * - Pages are asked of the network first; the last home page is kept, so the app starts offline.
 * - API calls go to the network, always: an answer is never taken from a cache while the network
 *   answers. Only when it fails is an item the reader kept for offline reading answered, by the
 *   address of its call, signature headers aside. The worker itself keeps no API answer: the app
 *   keeps the items the reader opened and collected, and only public answers.
 * - Pictures of this site come from the kept ones first, else from the network; offline, a
 *   processed picture's rendition from whichever file of the picture was kept.
 * - A push message (a breaking-news alert) is shown as a notification with its words; a click
 *   opens the item's share route in the app — in a window of the app that is open, else a new one.
 * A new version installs beside the running one and takes over when no page of the old one is
 * open any more — the app's next start — so a page never mixes two versions.
 */

declare const self: ServiceWorkerGlobalScope;
/** The build's files to keep, and the build's name: written in by `vite.worker.config.ts`. */
declare const __NEWS_PRECACHE__: readonly string[];
declare const __NEWS_BUILD__: string;

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__NEWS_BUILD__}`;
const PRECACHED = new Set(__NEWS_PRECACHE__);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([...PRECACHED])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      // A reader's first visit is served by this worker from now on, without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other hosts (pictures of other sites, the messaging app's SDK) are the browser's business.
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (PRECACHED.has(url.pathname)) {
    // Online, the browser's own cache serves the app's files (they never change under their
    // name) and keeps their compiled code, which a worker's answer would cost it on every start.
    if (!self.navigator.onLine) event.respondWith(cacheFirst(request, SHELL_CACHE));
  } else if (isApiPath(url.pathname)) event.respondWith(networkFirst(request));
  else if (request.destination === 'image') event.respondWith(picture(request, url));
});

async function page(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok && (url.pathname === '/' || url.pathname === '/index.html')) {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES_CACHE).then((cache) => cache.put(SHELL_PAGE_KEY, copy)));
    }
    return response;
  } catch (error) {
    // A shared item's page offline: the app shows the item, if it was kept, at its route.
    const item = sharedItemRoute(url.pathname);
    if (item) return Response.redirect(new URL(item, url).href, 302);
    const shell = await caches.match(SHELL_PAGE_KEY, { cacheName: PAGES_CACHE, ignoreVary: true });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const kept = await caches.match(request, { cacheName, ignoreVary: true });
  return kept ?? fetch(request);
}

/**
 * A picture: a kept one first, else the network. Offline, a processed picture's rendition that
 * was not kept is answered by a file of its folder that was (the item kept the one its page
 * showed): the same picture at another size beats none.
 */
async function picture(request: Request, url: URL): Promise<Response> {
  try {
    return await cacheFirst(request, PICTURES_CACHE);
  } catch (error) {
    const folder = pictureFolderOf(url.pathname);
    if (!folder) throw error;
    const cache = await caches.open(PICTURES_CACHE);
    for (const key of await cache.keys())
      if (new URL(key.url).pathname.startsWith(folder)) {
        const kept = await cache.match(key);
        if (kept) return kept;
      }
    throw error;
  }
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept =
      (await caches.match(request.url, { cacheName: ITEMS_CACHE, ignoreVary: true })) ??
      (await caches.match(request.url, { cacheName: FOLLOWING_CACHE, ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

/** What the server's push message carries (`alertMessageSchema`), as far as a notification needs. */
interface AlertPush {
  id?: unknown;
  title?: unknown;
  body?: unknown;
  url?: unknown;
  lang?: unknown;
}

function readPush(event: PushEvent): AlertPush {
  try {
    const value: unknown = event.data?.json();
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

self.addEventListener('push', (event) => {
  const alert = readPush(event);
  const lang = alertLangOf(alert.lang, self.navigator.language);
  const fallback = ALERT_FALLBACK_TEXTS[lang] ?? { title: '', body: '' };
  // Only this app's own pages are opened by a click: a message cannot send the reader elsewhere.
  const url = text(alert.url);
  const target =
    url !== '' && new URL(url, self.location.href).origin === self.location.origin ? url : '/';
  // Every push is shown (browsers require it of a subscription that is user-visible only).
  event.waitUntil(
    self.registration.showNotification(text(alert.title) || fallback.title, {
      body: text(alert.body) || fallback.body,
      lang: lang === 'kr' ? 'ko' : lang,
      // The same alert delivered twice replaces itself instead of showing two.
      tag: typeof alert.id === 'number' ? `alert-${String(alert.id)}` : 'alert',
      data: { url: target },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = new URL(
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : '/',
    self.location.href,
  );
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) {
        try {
          // A page this worker does not control cannot be navigated by it: open a new one then.
          await (await open.focus()).navigate(url.href);
          return;
        } catch {
          // fall through
        }
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
