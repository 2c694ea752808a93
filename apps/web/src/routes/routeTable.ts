import type { ComponentType } from 'react';
import { loadAccountMessages, loadScreenMessages } from '../i18n/i18n.tsx';
import type { PageModule, PageProps, RouteEntry } from '../lib/router/routeEntry.ts';
import type { RoutePath } from '../lib/router/routePaths.ts';

/**
 * The loader of a screen that a module exports by name (React.lazy wants a default export; the
 * modules keep named ones). The export's name is checked against the module's type.
 */
function screen<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K & (M[K] extends ComponentType<PageProps> ? K : never),
): () => PageModule {
  return () => load().then((module) => ({ default: module[name] as ComponentType<PageProps> }));
}

/** An account screen's module, once the account strings are here too. */
function withStrings<M>(module: Promise<M>): Promise<M> {
  return Promise.all([module, loadAccountMessages()]).then(([loaded]) => loaded);
}

/** Another screen off the first load, once its strings (the screens catalogue) are here too. */
function withScreenStrings<M>(module: Promise<M>): Promise<M> {
  return Promise.all([module, loadScreenMessages()]).then(([loaded]) => loaded);
}

// One loader per module, so each chunk is named (and preloaded) once however many routes use it.
// Screens off the first load keep their strings in the screens catalogue and wait for it beside
// their chunk (`withScreenStrings`): the first-load catalogues stay within home's budget.
const chooseLocationPageModule = () => withScreenStrings(import('./ChooseLocationPage.tsx'));
const downloadPageModule = () => withScreenStrings(import('./DownloadPage.tsx'));
const followPageModule = () => withScreenStrings(import('./FollowPage.tsx'));
const fontSizePageModule = () => withScreenStrings(import('./FontSizePage.tsx'));
const galleryPageModule = () => import('./GalleryPage.tsx');
const homePageModule = () => import('./HomePage.tsx');
const listPagesModule = () => import('./ListPages.tsx');
const liveDetailPageModule = () => import('./LiveDetailPage.tsx');
const livePageModule = () => import('./LivePage.tsx');
const mePageModule = () => withScreenStrings(import('./MePage.tsx'));
const newsDetailPageModule = () => import('./NewsDetailPage.tsx');
const notFoundPageModule = () => withScreenStrings(import('./NotFoundPage.tsx'));
const openLocationPageModule = () => withScreenStrings(import('./OpenLocationPage.tsx'));
const privacyPageModule = () => import('./PrivacyPage.tsx');
const searchPageModule = () => withScreenStrings(import('./SearchPage.tsx'));
const swipeVideoPageModule = () => import('./SwipeVideoPage.tsx');
const topicDetailPageModule = () => import('./TopicDetailPage.tsx');
const topicsPageModule = () => import('./TopicsPage.tsx');
const upgradePageModule = () => import('./UpgradePage.tsx');
const videoDetailPageModule = () => import('./VideoDetailPage.tsx');
const webViewPageModule = () => withScreenStrings(import('./WebViewPage.tsx'));
const aboutPageModule = () => withStrings(import('./account/AboutPage.tsx'));
const accountSettingsPageModule = () => withStrings(import('./account/AccountSettingsPage.tsx'));
const agreementPageModule = () => withStrings(import('./account/AgreementPage.tsx'));
const deactivatePageModule = () => withStrings(import('./account/DeactivatePage.tsx'));
const feedbackPageModule = () => withStrings(import('./account/FeedbackPage.tsx'));
const loginPageModule = () => withStrings(import('./account/LoginPage.tsx'));
const logoffAgreementPageModule = () => withStrings(import('./account/LogoffAgreementPage.tsx'));
const messagesPageModule = () => withStrings(import('./account/MessagesPage.tsx'));
const moreSettingsPageModule = () => withStrings(import('./account/MoreSettingsPage.tsx'));
const myListsPageModule = () => withStrings(import('./account/MyListsPage.tsx'));
const passwordPageModule = () => withStrings(import('./account/PasswordPage.tsx'));
const playbackSettingsPageModule = () => withStrings(import('./account/PlaybackSettingsPage.tsx'));
const privacySettingsPageModule = () => withStrings(import('./account/PrivacySettingsPage.tsx'));
const profileEditPageModule = () => withStrings(import('./account/ProfileEditPage.tsx'));
const retrievePasswordPageModule = () => withStrings(import('./account/RetrievePasswordPage.tsx'));
const shareListPageModule = () => withStrings(import('./account/ShareListPage.tsx'));

/**
 * The screen of every route (lib/router/routePaths.ts lists the routes and their queries): its
 * lazily loaded component, each module its own chunk, and whether the bottom tab bar shows. The
 * compiler refuses a route without a screen here and a screen for a path that is not a route.
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
  '/pages/follow/follow': { load: screen(followPageModule, 'FollowPage') },
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
  // Signing in and the user centre load the account strings with their screen.
  '/pages/login/login': { load: screen(loginPageModule, 'LoginPage') },
  '/pages/login/protocol': {
    load: screen(agreementPageModule, 'AgreementPage'),
  },
  '/pages/login/retrievePwd': {
    load: screen(retrievePasswordPageModule, 'RetrievePasswordPage'),
  },
  '/pages/usercenter/moreset': {
    load: screen(moreSettingsPageModule, 'MoreSettingsPage'),
  },
  '/pages/usercenter/userintroduce': {
    load: screen(profileEditPageModule, 'BioEditPage'),
  },
  '/pages/usercenter/accountset': {
    load: screen(accountSettingsPageModule, 'AccountSettingsPage'),
  },
  '/pages/usercenter/alertpwd': {
    load: screen(passwordPageModule, 'PasswordPage'),
  },
  '/pages/usercenter/playset': {
    load: screen(playbackSettingsPageModule, 'PlaybackSettingsPage'),
  },
  '/pages/usercenter/privacyset': {
    load: screen(privacySettingsPageModule, 'PrivacySettingsPage'),
  },
  '/pages/usercenter/useragreement': {
    load: screen(agreementPageModule, 'AgreementPage'),
  },
  '/pages/usercenter/logoffagreement': {
    load: screen(logoffAgreementPageModule, 'LogoffAgreementPage'),
  },
  '/pages/usercenter/destoryacc': {
    load: screen(deactivatePageModule, 'DeactivatePage'),
  },
  '/pages/usercenter/sharelist': {
    load: screen(shareListPageModule, 'ShareListPage'),
  },
  '/pages/usercenter/infoedit': {
    load: screen(profileEditPageModule, 'ProfileEditPage'),
  },
  '/pages/usercenter/mymsg': {
    load: screen(messagesPageModule, 'MessagesPage'),
  },
  '/pages/usercenter/generlist': {
    load: screen(myListsPageModule, 'MyListsPage'),
  },
  '/pages/usercenter/aboutus': { load: screen(aboutPageModule, 'AboutPage') },
  '/pages/usercenter/feedback': {
    load: screen(feedbackPageModule, 'FeedbackPage'),
  },
} satisfies Record<RoutePath, RouteEntry>;

export const NOT_FOUND_PATH = '/pages/public/404' satisfies RoutePath;

export function isRoutePath(path: string): path is RoutePath {
  return Object.hasOwn(ROUTES, path);
}

/** The screen of an address read from outside (the hash, a link): none for an unknown path. */
export function routeFor(path: string): RouteEntry | undefined {
  return isRoutePath(path) ? ROUTES[path] : undefined;
}
