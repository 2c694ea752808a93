/** Kept in sessionStorage: when this tab last reloaded itself to pick up a new version. */
export const VERSION_RELOAD_KEY = 'news:versionReload';

/** A second failure this soon after such a reload is not a deploy: the retry button shows. */
const RELOAD_GUARD_MS = 60_000;

/**
 * After a deploy, a page of the old version that is still open asks for screens' chunks the
 * server no longer has. Online, such a failure reloads the page once: the hash route is kept and
 * the new version opens the same screen. Offline, without session storage (it could not tell a
 * reload it already tried), or again within a minute of such a reload, it does nothing and the
 * reader gets the retry button. Says whether the page is reloading. Small on purpose: it is in
 * every page's first load.
 */
export function reloadForNewVersion(
  session: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  now: number,
  reload: () => void,
): boolean {
  if (!navigator.onLine || !session) return false;
  try {
    if (now - Number(session.getItem(VERSION_RELOAD_KEY)) < RELOAD_GUARD_MS) return false;
    session.setItem(VERSION_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
