import { ACCOUNT_ROUTES } from './accountRoutes.ts';
import { screen, type RouteEntry } from './routeEntry.ts';

export type { PageProps, RouteEntry } from './routeEntry.ts';

// One loader per module, so each chunk is named (and preloaded) once however many routes use it.
const chooseLocationPageModule = () => import('./ChooseLocationPage.tsx');
const downloadPageModule = () => import('./DownloadPage.tsx');
const fontSizePageModule = () => import('./FontSizePage.tsx');
const galleryPageModule = () => import('./GalleryPage.tsx');
const homePageModule = () => import('./HomePage.tsx');
const listPagesModule = () => import('./ListPages.tsx');
const liveDetailPageModule = () => import('./LiveDetailPage.tsx');
const livePageModule = () => import('./LivePage.tsx');
const mePageModule = () => import('./MePage.tsx');
const newsDetailPageModule = () => import('./NewsDetailPage.tsx');
const notFoundPageModule = () => import('./NotFoundPage.tsx');
const openLocationPageModule = () => import('./OpenLocationPage.tsx');
const privacyPageModule = () => import('./PrivacyPage.tsx');
const searchPageModule = () => import('./SearchPage.tsx');
const swipeVideoPageModule = () => import('./SwipeVideoPage.tsx');
const topicDetailPageModule = () => import('./TopicDetailPage.tsx');
const topicsPageModule = () => import('./TopicsPage.tsx');
const upgradePageModule = () => import('./UpgradePage.tsx');
const videoDetailPageModule = () => import('./VideoDetailPage.tsx');
const webViewPageModule = () => import('./WebViewPage.tsx');

/**
 * Every route of the app, by path: one object per screen with its lazily loaded component (each
 * module is its own chunk) and whether the bottom tab bar shows. The paths are those the
 * published app uses, so shared links and the messaging app's menus keep working.
 * `RoutePath` is derived from this table: a path that is not here does not compile in
 * `navigate` or `routeHref`.
 */
export const ROUTES = {
  '/': { load: screen(homePageModule, 'HomePage'), tab: true },
  '/pages/index/index': { load: screen(homePageModule, 'HomePage'), tab: true },
  '/pages/index/cityHome': { load: screen(listPagesModule, 'CityHomePage') },
  '/pages/index/tu-shuo/home': {
    load: screen(listPagesModule, 'PictureStoriesPage'),
  },
  '/pages/index/video': {
    load: screen(listPagesModule, 'VideoTabPage'),
    tab: true,
  },
  '/pages/index/livePage': { load: screen(livePageModule, 'LivePage'), tab: true },
  '/pages/index/general-page/sdPage': {
    load: screen(listPagesModule, 'RegionalPage'),
  },
  '/pages/index/topic/topic-home': {
    load: screen(topicsPageModule, 'TopicsPage'),
    tab: true,
  },
  '/pages/index/images': { load: screen(listPagesModule, 'PicturesPage') },
  '/pages/index/user': { load: screen(mePageModule, 'MePage'), tab: true },
  '/pages/index/webView': { load: screen(webViewPageModule, 'WebViewPage') },
  '/pages/index/appPrivacy': { load: screen(privacyPageModule, 'PrivacyPage') },
  '/pages/down-load/down-load': {
    load: screen(downloadPageModule, 'DownloadPage'),
  },
  '/uni_modules/uni-upgrade-center-app/pages/upgrade-popup': {
    load: screen(upgradePageModule, 'UpgradePage'),
  },
  '/pages/tu-jie/detail': {
    load: screen(galleryPageModule, 'PictureExplainerPage'),
  },
  '/pages/live/detail': { load: screen(liveDetailPageModule, 'LiveDetailPage') },
  // The old address of the picture-story list, still in shared links.
  '/pages/tu-shuo/test': { load: screen(listPagesModule, 'PictureStoriesPage') },
  '/pages/tu-shuo/detail': { load: screen(galleryPageModule, 'PictureStoryPage') },
  '/pages/auth-publish/playback': {
    load: screen(liveDetailPageModule, 'LiveDetailPage'),
  },
  '/pages/topic/topic-detail-h5': {
    load: screen(topicDetailPageModule, 'TopicDetailPage'),
  },
  '/pages/topic/topic-detail': {
    load: screen(topicDetailPageModule, 'TopicDetailPage'),
  },
  '/pages/video/sliderVideo/sliderVideo': {
    load: screen(swipeVideoPageModule, 'SwipeVideoPage'),
  },
  '/pages/video/video-detail1': {
    load: screen(videoDetailPageModule, 'VideoDetailPage'),
  },
  '/pages/video/videoList': {
    load: screen(listPagesModule, 'VideoCollectionPage'),
  },
  '/pages/news-detail/news-detail': {
    load: screen(newsDetailPageModule, 'NewsDetailPage'),
  },
  '/pages/h5-public-list/h5-public-list': {
    load: screen(listPagesModule, 'PublicListPage'),
  },
  '/pages/public/search': { load: screen(searchPageModule, 'SearchPage') },
  '/pages/public/404': { load: screen(notFoundPageModule, 'NotFoundPage') },
  '/pages/usercenter/txtfontsize': {
    load: screen(fontSizePageModule, 'FontSizePage'),
  },
  '/choose-location': {
    load: screen(chooseLocationPageModule, 'ChooseLocationPage'),
  },
  '/open-location': {
    load: screen(openLocationPageModule, 'OpenLocationPage'),
  },
  ...ACCOUNT_ROUTES,
} as const satisfies Record<string, RouteEntry>;

/** A path the app has a screen for. */
export type RoutePath = keyof typeof ROUTES;

export const NOT_FOUND_PATH = '/pages/public/404' satisfies RoutePath;

export function isRoutePath(path: string): path is RoutePath {
  return Object.hasOwn(ROUTES, path);
}

/** The screen of an address read from outside (the hash, a link): none for an unknown path. */
export function routeFor(path: string): RouteEntry | undefined {
  return isRoutePath(path) ? ROUTES[path] : undefined;
}
