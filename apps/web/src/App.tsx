import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { cmsContentGetAppMemorialdayConfig } from '@news/contract/endpoints/common/cmsContentGetAppMemorialdayConfig';
import { DOUBLE_BACK_EXIT_WINDOW_MS } from '@news/contract/constants';
import { PageOutlet } from './components/PageOutlet.tsx';
import { TabBar } from './components/TabBar.tsx';
import { showToast, ToastHost } from './components/toast.tsx';
import { LazyOfflineBanner } from './features/offline/LazyOfflineBanner.ts';
import { useOnline } from './features/offline/offlineApi.ts';
import { useI18n } from './i18n/i18n.tsx';
import { api } from './lib/apiClient.ts';
import { ignoreFailure } from './lib/ignoreFailure.ts';
import { useHashLocation, navigate } from './lib/router/navigation.ts';
import { ServerRenderContext } from './lib/ServerRenderContext.ts';
import {
  FONT_LEVEL_EVENT,
  GRAY_EVENT,
  readItem,
  writeItem,
  type LocalItems,
} from './lib/storage.ts';
import { isRoutePath, NOT_FOUND_PATH, routeFor } from './routes/routeTable.ts';

// What shows over the app at start renders nothing at first, so it need not be in the first load.
const StartOverlays = lazy(() =>
  import('./components/StartOverlays.tsx').then((m) => ({ default: m.StartOverlays })),
);

// Only readers inside the messaging app's browser download the JS-SDK bridge.
const WechatBridge = lazy(() =>
  import('./components/WechatBridge.tsx').then((m) => ({ default: m.WechatBridge })),
);

/**
 * The app frame: the current page, the tab bar on tab pages, toasts, grey mode, text size and,
 * while the device is offline, a banner that says so.
 */
export function App() {
  const { t } = useI18n();
  const location = useHashLocation();
  const entry = routeFor(location.path);
  const stored = useStoredItems();
  const online = useOnline();
  // The memorial-day setting: the last one seen until the server answers.
  const [gray, setGray] = useState<boolean | null>(null);

  const linkLang = location.query.get('lang');
  useEffect(() => {
    // Keep the link's language: a link into another site's language reloads into that site.
    if (!entry) navigate(NOT_FOUND_PATH, linkLang ? { lang: linkLang } : {}, { replace: true });
  }, [entry, linkLang]);

  useEffect(() => {
    api(cmsContentGetAppMemorialdayConfig, { quiet: true })
      .then((config) => {
        // Unchanged from what the frame shows: no re-render (see useStoredItems).
        setGray((shown) =>
          shown === null && config.isGray === readItem('isGray') ? null : config.isGray,
        );
        writeItem('isGray', config.isGray);
      })
      // The last memorial-day setting seen stays applied until the server answers again.
      .catch(ignoreFailure('memorial-day setting'));
  }, []);

  // Back at the root of a tab asks for a second press within a second, as the app does.
  useEffect(() => {
    let last = 0;
    const onPop = (): void => {
      if (window.history.length > 1) return;
      const now = Date.now();
      if (now - last > DOUBLE_BACK_EXIT_WINDOW_MS) showToast(t('common.pressBackAgain'));
      last = now;
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [t]);

  return (
    <div
      className={`app font-${stored.fontLevel}${(gray ?? stored.isGray) || stored.readerGray ? ' gray' : ''}`}
    >
      {online ? null : (
        <Suspense fallback={null}>
          <LazyOfflineBanner />
        </Suspense>
      )}
      <main className="page">
        {entry ? (
          <PageOutlet
            key={location.path}
            entry={entry}
            location={location}
            isRoutePath={isRoutePath}
          />
        ) : null}
      </main>
      {entry?.tab ? (
        <TabBar current={location.path === '/' ? '/pages/index/index' : location.path} />
      ) : null}
      <Suspense fallback={null}>
        <StartOverlays />
      </Suspense>
      <ToastHost />
      {stored.platform === 'wxOfficialAccount' ? (
        <Suspense fallback={null}>
          <WechatBridge path={isRoutePath(location.path) ? location.path : undefined} />
        </Suspense>
      ) : null}
    </div>
  );
}

type FrameItems = Pick<LocalItems, 'fontLevel' | 'readerGray' | 'isGray' | 'platform'>;

function readFrameItems(): FrameItems {
  return {
    fontLevel: readItem('fontLevel'),
    readerGray: readItem('readerGray'),
    isGray: readItem('isGray'),
    platform: readItem('platform'),
  };
}

/**
 * The reader's stored settings the frame applies: text size, grey mode, platform. HTML rendered
 * on the server knows none of them, so while it is taken over the frame starts from the defaults
 * and applies the stored ones right after; otherwise it starts from them.
 */
function useStoredItems(): FrameItems {
  const serverRendered = useContext(ServerRenderContext) !== null;
  const [items, setItems] = useState<FrameItems>(() =>
    serverRendered
      ? { fontLevel: 'standard', readerGray: false, isGray: false, platform: 'H5' }
      : readFrameItems(),
  );
  useEffect(() => {
    // Only a change re-renders the frame. An update while the page's server HTML is still being
    // taken over (React does that in the background, after the frame) makes React finish it at
    // once in one long task, so no update goes out when nothing differs.
    const update = (): void => {
      setItems((shown) => {
        const stored = readFrameItems();
        return (Object.keys(stored) as (keyof FrameItems)[]).every((k) => stored[k] === shown[k])
          ? shown
          : stored;
      });
    };
    update();
    window.addEventListener(FONT_LEVEL_EVENT, update);
    window.addEventListener(GRAY_EVENT, update);
    return () => {
      window.removeEventListener(FONT_LEVEL_EVENT, update);
      window.removeEventListener(GRAY_EVENT, update);
    };
  }, []);
  return items;
}
