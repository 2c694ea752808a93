import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { onTestFinished, vi } from 'vitest';
import type { SiteLang } from '@news/contract/sites';
import { AppRoot } from '../AppRoot.tsx';
import { loadMessages } from '../i18n/i18n.tsx';
import { configureApiClient } from '../lib/apiClient.ts';
import { parseHash } from '../lib/router/hashLocation.ts';
import { adoptServerLocation, setNavigationLang } from '../lib/router/navigation.ts';
import { renderApp } from '../ssr/renderApp.tsx';

/** Said because the test runs React's server and browser renderers in one page; no reader sees it. */
const TWO_RENDERERS = /multiple renderers concurrently rendering the same context provider/;

/**
 * A shared screen as the reader's browser gets it: the HTML of the app's server entry made from
 * the API answers, taken over in place the way main.tsx does. Gives the root and what React
 * reported while taking it over: a first render that differs from the HTML is reported as an
 * error, a differing attribute as a console error.
 */
export async function takeOverServerRender(
  lang: SiteLang,
  route: string,
  data: Record<string, unknown>,
): Promise<{ root: HTMLElement; serverHtml: string; reports: unknown[] }> {
  const serverHtml = await renderApp({ lang, route, data });
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = serverHtml;
  document.body.append(root);
  window.history.replaceState(null, '', `/#${route}`);
  const messages = await loadMessages(lang);
  setNavigationLang(lang);
  configureApiClient({ lang });
  const serverRender = { location: parseHash(`#${route}`), data };
  adoptServerLocation(serverRender.location);
  const reports: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!TWO_RENDERERS.test(String(args[0]))) reports.push(args);
  });
  let app: ReturnType<typeof hydrateRoot> | undefined;
  onTestFinished(() => {
    app?.unmount();
    root.remove();
  });
  await act(async () => {
    app = hydrateRoot(
      root,
      <AppRoot lang={lang} messages={messages} serverRender={serverRender} />,
      {
        onRecoverableError: (error) => reports.push(error),
        onCaughtError: (error) => reports.push(error),
        onUncaughtError: (error) => reports.push(error),
      },
    );
    await Promise.resolve();
  });
  consoleError.mockRestore();
  return { root, serverHtml, reports };
}
