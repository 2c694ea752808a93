import type { RoutePath } from './router/routePaths.ts';
import { parseHash } from './router/hashLocation.ts';

/** The routes that are home: where a cold start of the app lands. */
const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/pages/index/index'] satisfies RoutePath[]);

/** Kept in sessionStorage: the app has already started in this browser session (this tab). */
export const STARTED_KEY = 'news:started';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this page load is a cold start at home — the first load of the app in this browser
 * session, at the home route — and, either way, marks the session as started. Only such a start
 * shows the start image, the pop-up ad and the upgrade prompt: a shared link opens its item,
 * and a reader who opens three links in one session sees the start image at most once.
 * Without session storage (blocked, private modes) every load counts as a start.
 */
export function takeColdStart(hash: string, session: SessionStore | undefined): boolean {
  let started = false;
  try {
    started = session?.getItem(STARTED_KEY) === '1';
    session?.setItem(STARTED_KEY, '1');
  } catch {
    // Storage blocked: nothing remembered between loads.
  }
  return !started && HOME_PATHS.has(parseHash(hash).path);
}

/** The browser's session storage, when it may be used. */
export function sessionStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
