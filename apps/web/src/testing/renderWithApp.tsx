import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { SiteLang } from '@news/contract/sites';
import { showToast, ToastHost } from '../components/toast.tsx';
import { I18nProvider, loadAccountMessages, loadMessages } from '../i18n/i18n.tsx';
import { configureApiClient } from '../lib/apiClient.ts';
import { setNavigationLang } from '../lib/router/navigation.ts';
import { clearSession, notifySessionChanged } from '../lib/session.ts';
import { writeItem } from '../lib/storage.ts';

/**
 * Renders a view as the app does: the reader's language with every catalogue, links in that
 * language, the API client set up as `main.tsx` sets it (refusals toasted, 401 signs out), and
 * the toast host, so a test reads what the reader would. As in the app, the account screens'
 * strings load once: a test file that renders them reads them in the first language it used.
 */
export async function renderWithApp(
  ui: ReactElement,
  lang: SiteLang = 'en',
): Promise<RenderResult & { user: UserEvent }> {
  const messages = await loadMessages(lang);
  setNavigationLang(lang);
  await loadAccountMessages();
  configureApiClient({
    lang,
    onRefused: (message) => {
      showToast(message);
    },
    onUnauthorized: clearSession,
  });
  const user = userEvent.setup();
  const view = render(
    <I18nProvider lang={lang} messages={messages}>
      {ui}
      <ToastHost />
    </I18nProvider>,
  );
  return { ...view, user };
}

/** A signed-in reader, as sign-in leaves the local items. */
export function signIn(): void {
  writeItem('token', 'reader-token');
  writeItem('isLogin', true);
  notifySessionChanged();
}
