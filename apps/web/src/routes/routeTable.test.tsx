import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/i18n.tsx';
import { App } from '../App.tsx';
import { fakeApi } from '../testing/fakeApi.ts';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { NOT_FOUND_PATH, ROUTES, routeFor } from './routeTable.ts';

/**
 * Every screen of the published app (docs/product.md §2): the
 * main pages, the content pages, the login pages, the user centre and the system pickers. Shared
 * links and the messaging app's menus carry these paths, so each must open its screen. (Which
 * paths the app has is lib/router/routePaths.ts; the compiler holds the table to it.)
 */
const SPEC_ROUTES = [
  '/',
  '/pages/index/index',
  '/pages/index/cityHome',
  '/pages/index/tu-shuo/home',
  '/pages/index/video',
  '/pages/index/livePage',
  '/pages/index/general-page/sdPage',
  '/pages/index/topic/topic-home',
  '/pages/index/images',
  '/pages/index/user',
  '/pages/index/webView',
  '/pages/index/appPrivacy',
  '/pages/down-load/down-load',
  '/uni_modules/uni-upgrade-center-app/pages/upgrade-popup',
  '/pages/tu-jie/detail',
  '/pages/live/detail',
  '/pages/tu-shuo/test',
  '/pages/tu-shuo/detail',
  '/pages/auth-publish/playback',
  '/pages/topic/topic-detail-h5',
  '/pages/topic/topic-detail',
  '/pages/video/sliderVideo/sliderVideo',
  '/pages/video/video-detail1',
  '/pages/video/videoList',
  '/pages/news-detail/news-detail',
  '/pages/h5-public-list/h5-public-list',
  '/pages/public/search',
  '/pages/public/404',
  '/pages/login/login',
  '/pages/login/protocol',
  '/pages/login/retrievePwd',
  ...[
    'moreset',
    'userintroduce',
    'txtfontsize',
    'accountset',
    'alertpwd',
    'playset',
    'privacyset',
    'useragreement',
    'logoffagreement',
    'destoryacc',
    'sharelist',
    'infoedit',
    'mymsg',
    'generlist',
    'aboutus',
    'feedback',
  ].map((page) => `/pages/usercenter/${page}`),
  '/choose-location',
  '/open-location',
];

describe('the route table', () => {
  // The account screens load their strings with them, in the reader's language.
  beforeAll(() => loadMessages('en'));

  it.each(SPEC_ROUTES)('has a screen for %s', (path) => {
    expect(routeFor(path)).toBeDefined();
  });

  it.each(Object.entries(ROUTES))('loads the component %s names', async (_path, entry) => {
    const module = await entry.load();
    expect(typeof module.default).toBe('function');
  });

  it.each(['/pages/news-detail/newsdetail', '/pages/usercenter', '/nowhere', '/constructor'])(
    'knows no screen at %s',
    (path) => {
      expect(routeFor(path)).toBeUndefined();
    },
  );

  it('sends an unknown path to the 404 screen, keeping the link’s language', async () => {
    fakeApi();
    window.history.replaceState(null, '', '/#/pages/no-such/page?lang=en');
    await renderWithApp(<App />);
    await waitFor(() => {
      expect(window.location.hash).toBe(`#${NOT_FOUND_PATH}?lang=en`);
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
