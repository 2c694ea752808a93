import type { ReactElement } from 'react';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ConsoleLang, Staff } from '@news/contract/console/staffSchemas';
import { ApiMessages } from '../components/ApiMessages.tsx';
import { I18nProvider } from '../i18n/I18n.tsx';
import { configureApi } from '../lib/api.ts';
import { SessionProvider, useSession } from '../lib/session.tsx';
import { ok, type FakeApi } from './fakeApi.ts';

/** The CSRF token the fake session hands out; the API client sends it on every write. */
const CSRF_TOKEN = 'csrf-token-for-tests';

interface Options {
  /** The fake API the screen talks to; the staff member's session is added to it. */
  api: FakeApi;
  /** Who is signed in. */
  staff: Staff;
  /** The console address the screen opens at, under /console (`/items?site=en`). */
  at?: string;
  /** The route pattern the screen is mounted on, for its parameters (`/items/:id`). */
  route?: string;
  lang?: ConsoleLang;
}

/**
 * Renders a console screen as the app does: in the staff member's language, signed in through
 * the session call (`GET /session`, answered by the fake API with `staff`), the API client set up
 * as `App.tsx` sets it, under a router at `at`. Resolves once the screen is on show.
 */
export async function renderWithConsole(
  ui: ReactElement,
  { api, staff, at = '/', route = '*', lang = 'en' }: Options,
): Promise<RenderResult & { user: UserEvent }> {
  localStorage.setItem('consoleLang', lang);
  configureApi({ lang, csrfToken: '' });
  api.on('GET /session', () => ok({ staff, csrfToken: CSRF_TOKEN }));
  const user = userEvent.setup();
  const view = render(
    <I18nProvider onChange={() => undefined}>
      <ApiMessages />
      <SessionProvider>
        <SignedIn>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={route} element={ui} />
            </Routes>
          </MemoryRouter>
        </SignedIn>
      </SessionProvider>
    </I18nProvider>,
  );
  await waitFor(() => {
    if (!document.querySelector('[data-signed-in]')) throw new Error('not signed in yet');
  });
  return { ...view, user };
}

/** The screen, once the session call has answered (as App shows screens only when signed in). */
function SignedIn({ children }: { children: ReactElement }) {
  const { state } = useSession();
  if (state.status !== 'signedIn') return null;
  return <div data-signed-in="">{children}</div>;
}

/** A staff member as the server describes them, with what a test needs changed. */
export function staffMember(changes: Partial<Staff> = {}): Staff {
  return {
    id: '1',
    username: 'editor.en',
    role: 'editor',
    sites: ['en'],
    mustChangePassword: false,
    totpEnabled: false,
    createdAt: '2026-01-05T08:00:00.000Z',
    lastSignInAt: '2026-11-20T09:30:00.000Z',
    ...changes,
  };
}
