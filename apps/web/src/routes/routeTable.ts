import type { ComponentType } from 'react';
import type { HashLocation } from '../lib/router/hashLocation.ts';
import { ACCOUNT_ROUTES } from './accountRoutes.ts';

export interface PageProps {
  location: HashLocation;
}

type PageModule = Promise<{ default: ComponentType<PageProps> }>;

export interface RouteEntry {
  load: () => PageModule;
  /** Shows the bottom tab bar. */
  tab?: boolean;
}

// React.lazy wants a default export; the modules keep named ones.
const home = (): PageModule => import('./HomePage.tsx').then((m) => ({ default: m.HomePage }));
const lists = (): PageModule => import('./ListPages.tsx').then((m) => ({ default: m.ListPage }));
const newsDetail = (): PageModule =>
  import('./NewsDetailPage.tsx').then((m) => ({ default: m.NewsDetailPage }));
const gallery = (): PageModule =>
  import('./GalleryPage.tsx').then((m) => ({ default: m.GalleryPage }));
const videoDetail = (): PageModule =>
  import('./VideoDetailPage.tsx').then((m) => ({ default: m.VideoDetailPage }));
const swipeVideo = (): PageModule =>
  import('./SwipeVideoPage.tsx').then((m) => ({ default: m.SwipeVideoPage }));
const liveDetail = (): PageModule =>
  import('./LiveDetailPage.tsx').then((m) => ({ default: m.LiveDetailPage }));
const topicDetail = (): PageModule =>
  import('./TopicDetailPage.tsx').then((m) => ({ default: m.TopicDetailPage }));
const simple = (): PageModule =>
  import('./SimplePages.tsx').then((m) => ({ default: m.SimplePage }));
const live = (): PageModule => import('./LivePage.tsx').then((m) => ({ default: m.LivePage }));
const topics = (): PageModule =>
  import('./TopicsPage.tsx').then((m) => ({ default: m.TopicsPage }));
const me = (): PageModule => import('./MePage.tsx').then((m) => ({ default: m.MePage }));
const fontSize = (): PageModule =>
  import('./FontSizePage.tsx').then((m) => ({ default: m.FontSizePage }));
const search = (): PageModule =>
  import('./SearchPage.tsx').then((m) => ({ default: m.SearchPage }));

/** Every route of spec section 2, by path. Each module is its own lazy chunk. */
export const ROUTES: Record<string, RouteEntry> = {
  '/': { load: home, tab: true },
  '/pages/index/index': { load: home, tab: true },
  '/pages/index/cityHome': { load: lists },
  '/pages/index/tu-shuo/home': { load: lists },
  '/pages/index/video': { load: lists, tab: true },
  '/pages/index/livePage': { load: live, tab: true },
  '/pages/index/general-page/sdPage': { load: lists },
  '/pages/index/topic/topic-home': { load: topics, tab: true },
  '/pages/index/images': { load: lists },
  '/pages/index/user': { load: me, tab: true },
  '/pages/index/webView': { load: simple },
  '/pages/index/appPrivacy': { load: simple },
  '/pages/down-load/down-load': { load: simple },
  '/uni_modules/uni-upgrade-center-app/pages/upgrade-popup': { load: simple },
  '/pages/tu-jie/detail': { load: gallery },
  '/pages/live/detail': { load: liveDetail },
  '/pages/tu-shuo/test': { load: lists },
  '/pages/tu-shuo/detail': { load: gallery },
  '/pages/auth-publish/playback': { load: liveDetail },
  '/pages/topic/topic-detail-h5': { load: topicDetail },
  '/pages/topic/topic-detail': { load: topicDetail },
  '/pages/video/sliderVideo/sliderVideo': { load: swipeVideo },
  '/pages/video/video-detail1': { load: videoDetail },
  '/pages/video/videoList': { load: lists },
  '/pages/news-detail/news-detail': { load: newsDetail },
  '/pages/h5-public-list/h5-public-list': { load: lists },
  '/pages/public/search': { load: search },
  '/pages/public/404': { load: simple },
  '/pages/usercenter/txtfontsize': { load: fontSize },
  '/choose-location': { load: simple },
  '/open-location': { load: simple },
  ...ACCOUNT_ROUTES,
};

export const NOT_FOUND_PATH = '/pages/public/404';
