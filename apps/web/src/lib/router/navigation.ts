import { useContext, useSyncExternalStore } from 'react';
import { DEFAULT_SITE_LANG, isSiteLang, type SiteLang } from '@news/contract/sites';
import { ServerRenderContext } from '../ServerRenderContext.ts';
import { buildHash, parseHash, type HashLocation } from './hashLocation.ts';
import { queryRecord } from './routeQuery.ts';
import type {
  NeedsQuery,
  NoQueryNeeded,
  RoutePath,
  RouteQuery,
  RouteTarget,
} from './routePaths.ts';

let currentLang: SiteLang = DEFAULT_SITE_LANG;
let locked = false;

export function setNavigationLang(lang: SiteLang): void {
  currentLang = lang;
}

/** Every route carries the reader's language, so a copied link opens in the same language. */
function withLang(query: URLSearchParams): URLSearchParams {
  if (query.has('lang')) return query;
  const next = new URLSearchParams(query);
  next.set('lang', currentLang);
  return next;
}

/**
 * Goes to an app route. A lock ignores a second navigation while one is under way (a double
 * tap must not open a page twice); it opens again on the next hash change.
 */
interface NavigateOptions {
  replace?: boolean;
}

export function navigate<P extends NeedsQuery>(
  path: P,
  query: RouteQuery<P>,
  options?: NavigateOptions,
): void;
export function navigate<P extends NoQueryNeeded>(
  path: P,
  query?: RouteQuery<P>,
  options?: NavigateOptions,
): void;
export function navigate(path: RoutePath, query?: object, options: NavigateOptions = {}): void {
  if (locked && !options.replace) return;
  const hash = buildHash(path, withLang(new URLSearchParams(queryRecord(query))));
  if (hash === window.location.hash) return;
  locked = !options.replace;
  if (options.replace) window.history.replaceState(window.history.state, '', hash);
  else window.location.hash = hash;
  if (options.replace) window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** Goes to a screen held as a value (where a tap goes, where sign-in returns to). */
export function navigateTo(target: RouteTarget, options: NavigateOptions = {}): void {
  (navigate as (path: RoutePath, query: object, options: NavigateOptions) => void)(
    target.path,
    target.query,
    options,
  );
}

/** The address of a screen, for a link or a share: `#/path?query` with the reader's language. */
export function routeHref<P extends NeedsQuery>(path: P, query: RouteQuery<P>): string;
export function routeHref<P extends NoQueryNeeded>(path: P, query?: RouteQuery<P>): string;
export function routeHref(path: RoutePath, query?: object): string {
  return buildHash(path, withLang(new URLSearchParams(queryRecord(query))));
}

/** Adds `lang` to a location that lacks it, in place (no new history entry). */
export function ensureLangInHash(): void {
  const location = parseHash(window.location.hash);
  if (location.query.has('lang')) return;
  window.history.replaceState(
    window.history.state,
    '',
    buildHash(location.path, withLang(location.query)),
  );
}

function subscribe(onChange: () => void): () => void {
  const handler = (): void => {
    locked = false;
    // A link into another language's site (pasted, or from a share) loads that site afresh.
    const lang = parseHash(window.location.hash).query.get('lang');
    if (lang && lang !== currentLang && isSiteLang(lang)) {
      window.location.reload();
      return;
    }
    ensureLangInHash();
    onChange();
  };
  window.addEventListener('hashchange', handler);
  return () => {
    window.removeEventListener('hashchange', handler);
  };
}

let cached: { hash: string; location: HashLocation } | undefined;
function snapshot(): HashLocation {
  const hash = window.location.hash;
  if (cached?.hash !== hash) cached = { hash, location: parseHash(hash) };
  return cached.location;
}

/**
 * Before the browser takes the server's HTML over: when the address names the very route the
 * server rendered, its location is the server's own object. React compares the two by identity
 * once hydrated, and a different object, however equal, re-renders the whole app again at once,
 * in one long task on a phone.
 */
export function adoptServerLocation(location: HashLocation): void {
  const hash = buildHash(location.path, location.query);
  if (hash === window.location.hash) cached = { hash, location };
}

/**
 * The current route; on the server, the one it renders. The browser hydrates with the server's
 * too (the app checks before hydrating that the address names the same screen), and renders the
 * address's own as an update once hydrated, should the two differ by then.
 */
export function useHashLocation(): HashLocation {
  const rendered = useContext(ServerRenderContext);
  // Hydration renders the screen the server rendered, even when the address has moved on since
  // (a tap on a link while a long page is still being taken over): React then renders the new
  // screen as an update, instead of finding the server's HTML wrong and throwing it away.
  return useSyncExternalStore(subscribe, snapshot, rendered ? () => rendered.location : snapshot);
}

export function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else navigate('/pages/index/index', {}, { replace: true });
}
