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
const detail = (): PageModule =>
  import('./DetailPage.tsx').then((m) => ({ default: m.DetailPage }));
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
  '/pages/tu-jie/detail': { load: detail },
  '/pages/live/detail': { load: detail },
  '/pages/tu-shuo/test': { load: lists },
  '/pages/tu-shuo/detail': { load: detail },
  '/pages/auth-publish/playback': { load: detail },
  '/pages/topic/topic-detail-h5': { load: topics },
  '/pages/topic/topic-detail': { load: topics },
  '/pages/video/sliderVideo/sliderVideo': { load: detail },
  '/pages/video/video-detail1': { load: detail },
  '/pages/video/videoList': { load: lists },
  '/pages/news-detail/news-detail': { load: detail },
  '/pages/h5-public-list/h5-public-list': { load: lists },
  '/pages/public/search': { load: search },
  '/pages/public/404': { load: simple },
  '/pages/usercenter/txtfontsize': { load: fontSize },
  '/choose-location': { load: simple },
  '/open-location': { load: simple },
  ...ACCOUNT_ROUTES,
};

export const NOT_FOUND_PATH = '/pages/public/404';
