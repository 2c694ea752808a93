import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { loadShareCard, type ShareTarget } from '../features/sharing/sharingApi.ts';
import { ignoreFailure } from '../lib/ignoreFailure.ts';
import { targetOf } from '../lib/router/routeQuery.ts';
import { currentUserId, isSignedIn } from '../lib/session.ts';
import { refreshUser } from '../lib/signIn.ts';
import { loadSiteSwitches } from '../lib/siteSwitches.ts';
import { useHashLocation } from '../lib/router/navigation.ts';
import { pushShareData, wechatSdk } from '../lib/wechat.ts';
import { startSilentWechatLogin } from '../lib/wechatOAuth.ts';
import type { RoutePath } from '../lib/router/routePaths.ts';

const AUTO_LOGIN_TRIED = 'news:wx-auto-login';

/** Routes whose share card is the item's own (the rest share the page). */
const ITEM_ROUTES: ReadonlySet<RoutePath> = new Set<RoutePath>([
  '/pages/news-detail/news-detail',
  '/pages/tu-shuo/detail',
  '/pages/tu-jie/detail',
  '/pages/video/video-detail1',
]);

/**
 * Inside the messaging app's browser: auto-login when the site's template setting enables it
 * (once per visit, so a refusal cannot loop), a refreshed profile for a signed-in reader, and
 * every page's share card pushed to the app's share menu through the JS-SDK.
 */
export function WechatBridge({ path }: { path: RoutePath | undefined }) {
  const { lang } = useI18n();
  const location = useHashLocation();

  useEffect(() => {
    if (isSignedIn()) {
      // The profile shown is the one stored at sign-in until this refresh succeeds; an expired
      // session is handled by the API client (401 opens sign-in).
      void refreshUser().catch(ignoreFailure('profile refresh'));
      return;
    }
    void loadSiteSwitches().then((switches) => {
      if (!switches.autoLogin || sessionStorage.getItem(AUTO_LOGIN_TRIED)) return;
      sessionStorage.setItem(AUTO_LOGIN_TRIED, '1');
      startSilentWechatLogin(lang, window.location.href);
    });
  }, [lang]);

  const id = location.query.get('id') ?? '';
  useEffect(() => {
    let live = true;
    // The unknown path is on its way to the 404 screen: nothing to share.
    if (!path) return;
    const here = targetOf(path, new URLSearchParams(id ? { id } : {}));
    const target: ShareTarget =
      ITEM_ROUTES.has(here.path) && /^\d{1,15}$/.test(id) ? { id } : { route: here };
    Promise.all([wechatSdk(), loadShareCard(target, currentUserId())])
      .then(([wx, card]) => {
        if (live && card.title && card.link) pushShareData(wx, card);
      })
      // Without the SDK (not configured, blocked) the app's own share sheet still works, and it
      // tells the reader when sharing is not set up: the messaging app's menu needs no word.
      .catch(ignoreFailure('messaging-app share card'));
    return () => {
      live = false;
    };
  }, [path, id]);
  return null;
}
