import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { SiteLang } from '@news/contract/sites';
import { Committed } from '../components/Committed.tsx';
import { showToast, ToastHost } from '../components/toast.tsx';
import { registerServiceWorker } from '../features/offline/registerServiceWorker.ts';
import { I18nProvider, loadMessages, type Messages } from '../i18n/i18n.tsx';
import { configureApiClient } from '../lib/apiClient.ts';
import type { IslandName, IslandProps } from '../lib/islandProps.ts';
import { parseHash } from '../lib/router/hashLocation.ts';
import type { RoutePath } from '../lib/router/routePaths.ts';
import { setNavigationLang } from '../lib/router/navigation.ts';
import { ServerRenderContext, type ServerRenderState } from '../lib/ServerRenderContext.ts';
import { linkSiteManifest } from '../lib/linkSiteManifest.ts';
import { openLogin } from '../lib/session.ts';
import { readItem } from '../lib/storage.ts';
import { islandComponents } from './islandComponents.ts';

/** What every island of a page shares: its language and the answers the page was rendered from. */
export interface IslandPage {
  lang: SiteLang;
  route: string;
  data: Readonly<Record<string, unknown>>;
}

let shared: Promise<{ messages: Messages; serverRender: ServerRenderState }> | undefined;

/** Set up once per page, when its first island hydrates: strings, the API client, the router's language. */
function prepare(page: IslandPage): NonNullable<typeof shared> {
  shared ??= loadMessages(page.lang).then((messages) => {
    setNavigationLang(page.lang);
    configureApiClient({
      lang: page.lang,
      onRefused: (message) => {
        showToast(message || (messages['common.requestFailed'] ?? ''));
      },
      // Sign-in is a screen of the app: going there moves the reader on into it.
      onUnauthorized: openLogin,
    });
    layer.render(
      <I18nProvider lang={page.lang} messages={messages}>
        <ToastHost />
      </I18nProvider>,
    );
    return { messages, serverRender: { location: parseHash(`#${page.route}`), data: page.data } };
  });
  return shared;
}

/** The page's own layer, outside every island: toasts, then the start sequence (and the bridge). */
const layerElement = document.createElement('div');
const layer = createRoot(layerElement);
document.body.append(layerElement);

// The start sequence (start image, pop-up, privacy prompt, alerts) comes after the islands.
const StartOverlays = lazy(() =>
  import('../components/StartOverlays.tsx').then((m) => ({ default: m.StartOverlays })),
);

// Only readers inside the messaging app's browser download the JS-SDK bridge (share card,
// silent sign-in), as in the app's frame.
const WechatBridge = lazy(() =>
  import('../components/WechatBridge.tsx').then((m) => ({ default: m.WechatBridge })),
);

/**
 * Once the islands are hydrated and the browser is idle: the start sequence over the page, the
 * site's manifest, and the offline worker (what the app's frame does when the app runs).
 */
export function mountPageLayer(page: IslandPage): void {
  void prepare(page).then(({ messages }) => {
    layer.render(
      <I18nProvider lang={page.lang} messages={messages}>
        <ToastHost />
        <Suspense fallback={null}>
          <StartOverlays />
          {readItem('platform') === 'wxOfficialAccount' ? (
            // The page's route is an app route: the server rendered it as one.
            <WechatBridge path={parseHash(`#${page.route}`).path as RoutePath} />
          ) : null}
        </Suspense>
      </I18nProvider>,
    );
  });
  linkSiteManifest(page.lang);
  registerServiceWorker();
}

/** Before the whole app takes the page over: it has a layer of its own. */
export function unmountPageLayer(): void {
  layer.unmount();
  layerElement.remove();
}

/**
 * Hydrates one island from its server HTML: its component, rendered from its props with the
 * page's strings and answers, exactly as the server rendered it inside the page. Resolves with the
 * island's root once it is committed (it answers the reader from then on).
 */
export async function hydrateIsland<N extends IslandName>(
  element: Element,
  name: N,
  props: IslandProps[N],
  page: IslandPage,
): Promise<Root> {
  const [Component, { messages, serverRender }] = await Promise.all([
    islandComponents[name](),
    prepare(page),
  ]);
  return new Promise((resolve) => {
    const root = hydrateRoot(
      element,
      <StrictMode>
        <ServerRenderContext.Provider value={serverRender}>
          <I18nProvider lang={page.lang} messages={messages}>
            <Component {...props} />
            <Committed
              onCommitted={() => {
                resolve(root);
              }}
            />
          </I18nProvider>
        </ServerRenderContext.Provider>
      </StrictMode>,
    );
  });
}
