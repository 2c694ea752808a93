/*
 * Which screens the app has and what each takes, apart from the code that shows them: the router,
 * links and every layer can name a screen without importing the route table (routes/routeTable.ts,
 * which loads every screen). This module imports nothing. A screen's row here is the one place its
 * path is declared; the route table must then give it a screen (`satisfies Record<RoutePath, …>`).
 */

/** What any route may carry: the site's language and a sharer's code. */
interface CommonQuery {
  lang?: string;
  spm?: string;
}

type ItemQuery = { id: string } & CommonQuery;
type AgreementQuery = { type?: 'terms' | 'privacy' } & CommonQuery;

/**
 * Every path the app has a screen for, with the query parameters it reads: those the published
 * app uses (docs/product.md §2), so shared links and the messaging app's menus keep working. The
 * compiler refuses a path not listed here, a parameter a screen does not read, or a missing
 * required one.
 */
interface RouteQueries {
  '/': CommonQuery;
  '/pages/index/index': { currentTabIdx?: string } & CommonQuery;
  '/pages/index/cityHome': CommonQuery;
  '/pages/index/tu-shuo/home': CommonQuery;
  '/pages/index/video': CommonQuery;
  '/pages/index/livePage': CommonQuery;
  '/pages/index/general-page/sdPage': CommonQuery;
  '/pages/index/topic/topic-home': CommonQuery;
  '/pages/index/images': CommonQuery;
  '/pages/index/user': CommonQuery;
  '/pages/index/webView': { url?: string; id?: string } & CommonQuery;
  '/pages/index/appPrivacy': CommonQuery;
  '/pages/down-load/down-load': CommonQuery;
  '/uni_modules/uni-upgrade-center-app/pages/upgrade-popup': CommonQuery;
  '/pages/tu-jie/detail': ItemQuery;
  '/pages/live/detail': ItemQuery;
  // The old address of the picture-story list, still in shared links.
  '/pages/tu-shuo/test': CommonQuery;
  '/pages/tu-shuo/detail': ItemQuery;
  '/pages/auth-publish/playback': ItemQuery;
  '/pages/topic/topic-detail-h5': ItemQuery;
  '/pages/topic/topic-detail': ItemQuery;
  '/pages/video/sliderVideo/sliderVideo': ItemQuery;
  '/pages/video/video-detail1': { id: string; autoplay?: '1' } & CommonQuery;
  '/pages/video/videoList': { collectionId?: string } & CommonQuery;
  '/pages/news-detail/news-detail': ItemQuery;
  '/pages/h5-public-list/h5-public-list': { categoryId?: string } & CommonQuery;
  '/pages/public/search': { keyword?: string } & CommonQuery;
  // Following (issue 29): a tag's page, an author's page, or without either the Following feed.
  '/pages/follow/follow': { tag?: string; author?: string } & CommonQuery;
  '/pages/public/404': CommonQuery;
  '/pages/usercenter/txtfontsize': CommonQuery;
  '/choose-location': CommonQuery;
  '/open-location': {
    latitude?: string;
    longitude?: string;
    name?: string;
    address?: string;
  } & CommonQuery;
  // Signing in, and the user centre.
  '/pages/login/login': { redirect?: string; mode?: 'register' } & CommonQuery;
  '/pages/login/protocol': AgreementQuery;
  '/pages/login/retrievePwd': CommonQuery;
  '/pages/usercenter/moreset': CommonQuery;
  '/pages/usercenter/userintroduce': CommonQuery;
  '/pages/usercenter/accountset': CommonQuery;
  '/pages/usercenter/alertpwd': CommonQuery;
  '/pages/usercenter/playset': CommonQuery;
  '/pages/usercenter/privacyset': CommonQuery;
  '/pages/usercenter/useragreement': AgreementQuery;
  '/pages/usercenter/logoffagreement': CommonQuery;
  '/pages/usercenter/destoryacc': { agreed?: '1' } & CommonQuery;
  '/pages/usercenter/sharelist': CommonQuery;
  '/pages/usercenter/infoedit': CommonQuery;
  '/pages/usercenter/mymsg': CommonQuery;
  '/pages/usercenter/generlist': { type?: 'like' | 'collect' | 'comment' } & CommonQuery;
  '/pages/usercenter/aboutus': CommonQuery;
  '/pages/usercenter/feedback': CommonQuery;
}

/** A path the app has a screen for. */
export type RoutePath = keyof RouteQueries;

/** The query a route takes. */
export type RouteQuery<P extends RoutePath> = RouteQueries[P];

/** Routes whose query has a required parameter: their query cannot be left out. */
export type NeedsQuery = {
  [P in RoutePath]: object extends RouteQuery<P> ? never : P;
}[RoutePath];

/** Routes that can be opened without a query. */
export type NoQueryNeeded = Exclude<RoutePath, NeedsQuery>;

/** A screen and its query, as a value (where a tap goes, where sign-in returns to). */
export type RouteTarget = { [P in RoutePath]: { path: P; query: RouteQuery<P> } }[RoutePath];
