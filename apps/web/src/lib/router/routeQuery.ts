import { buildHash } from './hashLocation.ts';
import type { RoutePath, RouteTarget } from './routePaths.ts';

/**
 * A screen named by an address from outside (a redirect parameter, a link), once its path is
 * known to be the app's. Its query is taken as it came; every screen reads its parameters
 * defensively.
 */
export function targetOf(path: RoutePath, query: URLSearchParams): RouteTarget {
  return { path, query: Object.fromEntries(query) } as RouteTarget;
}

/** The query as strings for the address, leaving out parameters that are not set. */
export function queryRecord(query: object | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {}))
    if (typeof value === 'string') out[key] = value;
  return out;
}

const SIGN_IN_SCREENS: ReadonlySet<string> = new Set([
  '/pages/login/login',
  '/pages/login/protocol',
  '/pages/login/retrievePwd',
] satisfies RoutePath[]);

/** A screen of signing in: after signing in, the reader is never sent back to one. */
export function isSignInScreen(path: string): boolean {
  return SIGN_IN_SCREENS.has(path);
}

/** A screen's address without the hash sign, as the share call takes it: `/pages/live/detail?id=3`. */
export function routeAddress(target: RouteTarget): string {
  return buildHash(target.path, queryRecord(target.query)).slice(1);
}
