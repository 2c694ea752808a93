import { ignoreFailure } from '../../lib/ignoreFailure.ts';

/** Where the web build puts the worker: at the root, so that it serves every page of the app. */
const WORKER_URL = '/sw.js';

/** How long after the page's load the worker is registered (then when the browser is idle). */
const AFTER_LOAD_MS = 5_000;

/**
 * Registers the offline worker a while after the page has loaded, when the browser is idle:
 * installing it downloads and stores the app's files once more, work that must not compete with
 * the page becoming usable (measured: on a first visit it cost a shared article 100–300 ms of
 * blocking time when it started at load). Only the production build has a worker; browsers
 * without service workers read online.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    navigator.serviceWorker
      .register(WORKER_URL)
      // Without the worker the app works as before, online only; nothing the reader can do.
      .catch(ignoreFailure('service worker registration'));
  };
  const whenIdle = (): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
    else register();
  };
  const later = (): void => {
    setTimeout(whenIdle, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
