import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { cmsContentAppList } from '@news/contract/endpoints/common/cmsContentAppList';
import { siteByLang } from '@news/contract/sites';
import { AppRoot } from './AppRoot.tsx';
import { showFailure } from './components/showFailure.ts';
import { showToast } from './components/toast.tsx';
import { registerServiceWorker } from './features/offline/registerServiceWorker.ts';
import { loadMessages } from './i18n/i18n.tsx';
import { api, configureApiClient } from './lib/apiClient.ts';
import { ignoreFailure } from './lib/ignoreFailure.ts';
import { resolveLang } from './lib/currentLang.ts';
import { linkSiteManifest } from './lib/linkSiteManifest.ts';
import { entryRedirect } from './lib/router/entryRedirect.ts';
import { buildHash, parseHash } from './lib/router/hashLocation.ts';
import {
  adoptServerLocation,
  ensureLangInHash,
  setNavigationLang,
} from './lib/router/navigation.ts';
import { canHydrate, rememberLangForServer } from './lib/serverRenderedRoute.ts';
import type { ServerRenderPayload } from '@news/contract/serverRender';
import { clearSession, openLogin } from './lib/session.ts';
import { routeFor } from './routes/routeTable.ts';
import { preloadPage } from './lib/pageModules.ts';
import { detectPlatform, readItem, writeItem } from './lib/storage.ts';
import { yieldToBrowser } from './lib/yieldToBrowser.ts';

export interface StartOptions {
  /** The server's page payload (taken from the page before the app starts), or null. */
  rendered: ServerRenderPayload | null;
  /** Called once the app's first render is on screen (the server's HTML taken over or replaced). */
  onCommitted?: () => void;
}

/**
 * Starts the whole app: at once for a screen the server did not render (`main.tsx`), or when a
 * reader of a server-rendered arrival page moves on into the app (`islands/startIslands.ts`).
 */
export async function startApp({ rendered, onCommitted }: StartOptions): Promise<void> {
  registerServiceWorker();
  // Evaluating the app's modules was one long task already: the start-up gets tasks of its own.
  await yieldToBrowser();
  const lang = resolveLang(
    window.location.hash,
    readItem('localLanguage') || null,
    navigator.language,
    window.location.search,
  );
  document.documentElement.lang = siteByLang(lang).locale;
  linkSiteManifest(lang);
  writeItem('platform', detectPlatform(navigator.userAgent));
  setNavigationLang(lang);
  rememberLangForServer(lang);
  // The screen's chunk downloads while the catalogue does.
  const screen = routeFor(parseHash(window.location.hash).path);
  // A chunk that fails here is fetched again by the page outlet, which shows the failure.
  const screenReady = screen
    ? preloadPage(screen.load).catch(ignoreFailure('screen preload'))
    : undefined;
  const messages = await loadMessages(lang);
  configureApiClient({
    lang,
    onRefused: (message) => {
      showToast(message || (messages['common.requestFailed'] ?? ''));
    },
    onUnauthorized: () => {
      clearSession();
      openLogin();
    },
  });

  // Entry parameters may come in the page's query string or in the hash route's query.
  const entry =
    entryRedirect(new URLSearchParams(window.location.search)) ??
    entryRedirect(parseHash(window.location.hash).query, parseHash(window.location.hash).path);
  if (entry) {
    if (entry.spm) writeItem('spm', entry.spm.code);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${buildHash(entry.path, { ...entry.query, lang })}`,
    );
  }
  ensureLangInHash();

  // Back from the messaging app's OAuth: the token rides in the hash route; take it out of the
  // address at once (it must not end up in a shared link or the history) and sign in with it.
  const landed = parseHash(window.location.hash);
  const wxToken = landed.query.get('wxToken');
  if (wxToken) {
    landed.query.delete('wxToken');
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${buildHash(landed.path, landed.query)}`,
    );
    // Signing in is only needed here, after the messaging app's OAuth: its code loads on demand.
    void import('./lib/signIn.ts')
      .then(({ completeSignIn }) => completeSignIn(wxToken, 'wechat'))
      .catch((error: unknown) => {
        showFailure(error, messages['common.requestFailed'] ?? '');
      });
  }

  // The language config; when it fails the app still starts with the built-in site list.
  api(cmsContentAppList, { quiet: true })
    .then((entries) => {
      const own = entries.find((e) => e.lang === lang);
      if (own?.appUrl) configureApiClient({ baseUrl: own.appUrl });
    })
    // docs/api.md: this failure is swallowed and the app starts with the built-in site list.
    .catch(ignoreFailure('language config'));

  const root = document.getElementById('root');
  if (!root) return;
  if (rendered && canHydrate(rendered, lang, window.location.hash)) {
    // Taken over only with the screen's component at hand, so it renders as the server did.
    await screenReady;
    const serverRender = {
      location: parseHash(`#${rendered.route}`),
      data: rendered.data,
    };
    adoptServerLocation(serverRender.location);
    // In a transition React hydrates in slices of a few milliseconds and lets the browser paint
    // and answer input between them; outside one it hydrates the whole screen in one long task
    // (the default lane is a blocking lane), which a phone's reader feels as a frozen page.
    startTransition(() => {
      hydrateRoot(
        root,
        <AppRoot
          lang={lang}
          messages={messages}
          serverRender={serverRender}
          onCommitted={onCommitted}
        />,
      );
    });
    return;
  }
  // The server's HTML shows another language or screen than the reader asked for: start afresh.
  root.replaceChildren();
  const appRoot = createRoot(root);
  startTransition(() => {
    appRoot.render(
      <AppRoot lang={lang} messages={messages} serverRender={null} onCommitted={onCommitted} />,
    );
  });
  document.documentElement.classList.remove('deep-link');
}
