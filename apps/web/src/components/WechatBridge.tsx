import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { loadShareCard } from '../lib/shareContent.ts';
import { currentUserId, isSignedIn } from '../lib/session.ts';
import { refreshUser } from '../lib/signIn.ts';
import { loadSiteSwitches } from '../lib/siteSwitches.ts';
import { useHashLocation } from '../lib/router/navigation.ts';
import { pushShareData, startSilentWechatLogin, wechatSdk } from '../lib/wechat.ts';

const AUTO_LOGIN_TRIED = 'news:wx-auto-login';

/** Routes whose share card is the item's own (the rest share the page). */
const ITEM_ROUTES = new Set([
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
export function WechatBridge() {
  const { lang } = useI18n();
  const location = useHashLocation();

  useEffect(() => {
    if (isSignedIn()) {
      void refreshUser().catch(() => undefined);
      return;
    }
    void loadSiteSwitches().then((switches) => {
      if (!switches.autoLogin || sessionStorage.getItem(AUTO_LOGIN_TRIED)) return;
      sessionStorage.setItem(AUTO_LOGIN_TRIED, '1');
      startSilentWechatLogin(lang, window.location.href);
    });
  }, [lang]);

  const id = location.query.get('id') ?? '';
  const path = location.path;
  useEffect(() => {
    let live = true;
    const target =
      ITEM_ROUTES.has(path) && /^\d{1,15}$/.test(id)
        ? { id }
        : { path: `${path}${id ? `?id=${id}` : ''}` };
    Promise.all([wechatSdk(), loadShareCard(target, currentUserId())])
      .then(([wx, card]) => {
        if (live && card.title && card.link) pushShareData(wx, card);
      })
      // Without the SDK (not configured, blocked) the app's own share sheet still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path, id]);
  return null;
}
