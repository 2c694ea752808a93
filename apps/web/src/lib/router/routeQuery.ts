import { isRoutePath, type RoutePath } from '../../routes/routeTable.ts';
import { buildHash } from './hashLocation.ts';

/** What any route may carry: the site's language and a sharer's code. */
interface CommonQuery {
  lang?: string;
  spm?: string;
}

type ItemQuery = { id: string } & CommonQuery;

/**
 * The query parameters of each route that takes any. A route not listed takes only the common
 * ones; the compiler refuses a parameter a route does not read, or a missing required one.
 */
interface RouteQueries {
  '/pages/index/index': { currentTabIdx?: string } & CommonQuery;
  '/pages/news-detail/news-detail': ItemQuery;
  '/pages/video/video-detail1': { id: string; autoplay?: '1' } & CommonQuery;
  '/pages/video/sliderVideo/sliderVideo': ItemQuery;
  '/pages/video/videoList': { collectionId?: string } & CommonQuery;
  '/pages/tu-jie/detail': ItemQuery;
  '/pages/tu-shuo/detail': ItemQuery;
  '/pages/live/detail': ItemQuery;
  '/pages/auth-publish/playback': ItemQuery;
  '/pages/topic/topic-detail-h5': ItemQuery;
  '/pages/topic/topic-detail': ItemQuery;
  '/pages/h5-public-list/h5-public-list': { categoryId?: string } & CommonQuery;
  '/pages/public/search': { keyword?: string } & CommonQuery;
  '/pages/index/webView': { url?: string; id?: string } & CommonQuery;
  '/open-location': {
    latitude?: string;
    longitude?: string;
    name?: string;
    address?: string;
  } & CommonQuery;
  '/pages/login/login': { redirect?: string; mode?: 'register' } & CommonQuery;
  '/pages/login/protocol': { type?: 'terms' | 'privacy' } & CommonQuery;
  '/pages/usercenter/useragreement': { type?: 'terms' | 'privacy' } & CommonQuery;
  '/pages/usercenter/destoryacc': { agreed?: '1' } & CommonQuery;
  '/pages/usercenter/generlist': { type?: 'like' | 'collect' | 'comment' } & CommonQuery;
}

export type RouteQuery<P extends RoutePath> = P extends keyof RouteQueries
  ? RouteQueries[P]
  : CommonQuery;

/** Routes whose query has a required parameter: their query cannot be left out. */
export type NeedsQuery = {
  [P in RoutePath]: object extends RouteQuery<P> ? never : P;
}[RoutePath];

/** Routes that can be opened without a query. */
export type NoQueryNeeded = Exclude<RoutePath, NeedsQuery>;

/** A screen and its query, as a value (where a tap goes, where sign-in returns to). */
export type RouteTarget = { [P in RoutePath]: { path: P; query: RouteQuery<P> } }[RoutePath];

/**
 * A screen named by an address from outside (a redirect parameter, a link): only a path the app
 * has. Its query is taken as it came; every screen reads its parameters defensively.
 */
export function targetOf(path: string, query: URLSearchParams): RouteTarget | undefined {
  if (!isRoutePath(path)) return undefined;
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
