import { ignoreFailure } from '../../lib/ignoreFailure.ts';

/** Where the web build puts the worker: at the root, so that it serves every page of the app. */
const WORKER_URL = '/sw.js';

/**
 * Registers the offline worker once the page has loaded and the browser is idle: installing it
 * downloads the app's files once more, which must not compete with what the reader came to read.
 * Only the production build has a worker; browsers without service workers read online.
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
    else setTimeout(register, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
