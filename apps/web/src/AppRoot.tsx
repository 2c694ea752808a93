import { StrictMode } from 'react';
import type { SiteLang } from '@news/contract/sites';
import { App } from './App.tsx';
import { Committed } from './components/Committed.tsx';
import { I18nProvider, type Messages } from './i18n/i18n.tsx';
import { ServerRenderContext, type ServerRenderState } from './lib/ServerRenderContext.ts';

/** The whole app in its providers: what the browser renders and what the server renders alike. */
export function AppRoot({
  lang,
  messages,
  serverRender,
  onCommitted,
}: {
  lang: SiteLang;
  messages: Messages;
  /** The route and data of HTML the server rendered (on the server, and while hydrating it). */
  serverRender: ServerRenderState | null;
  /** Called once the first render is committed (never on the server). */
  onCommitted?: () => void;
}) {
  return (
    <StrictMode>
      <ServerRenderContext.Provider value={serverRender}>
        <I18nProvider lang={lang} messages={messages}>
          <App />
          <Committed onCommitted={onCommitted} />
        </I18nProvider>
      </ServerRenderContext.Provider>
    </StrictMode>
  );
}
