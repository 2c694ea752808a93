import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { can, type Ability } from '@news/contract/console/permissions';
import type { ConsoleSession, Staff } from '@news/contract/console/staffSchemas';
import type { SiteLang } from '@news/contract/sites';
import { api, configureApi } from './api.ts';
import { deleteSession, getSession } from '@news/contract/console/sessionEndpoints';

type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut'; expired: boolean }
  | { status: 'signedIn'; session: ConsoleSession };

interface SessionValue {
  state: SessionState;
  /** After sign-in or a password change: the server's session, with its CSRF token. */
  signedIn: (session: ConsoleSession) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

/** Who is signed in, asked of the server at start (the cookie is not readable by scripts). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const signedIn = useCallback((session: ConsoleSession) => {
    configureApi({ csrfToken: session.csrfToken });
    setState({ status: 'signedIn', session });
  }, []);

  useEffect(() => {
    configureApi({
      onSignedOut: () => {
        setState({ status: 'signedOut', expired: true });
      },
    });
    api(getSession).then(
      (session) => {
        if (session) signedIn(session);
        else setState({ status: 'signedOut', expired: false });
      },
      (error: unknown) => {
        console.error(error);
        setState({ status: 'signedOut', expired: false });
      },
    );
  }, [signedIn]);

  const value = useMemo<SessionValue>(
    () => ({
      state,
      signedIn,
      signOut: async () => {
        try {
          await api(deleteSession);
        } finally {
          configureApi({ csrfToken: '' });
          setState({ status: 'signedOut', expired: false });
        }
      },
    }),
    [state, signedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in staff member (only under a signed-in screen). */
export function useStaff(): Staff {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useStaff while signed out');
  return state.session.staff;
}

/** What the staff member may do, by the same rule the server enforces. */
export function useCan(): (ability: Ability, site?: SiteLang) => boolean {
  const staff = useStaff();
  return useCallback((ability, site) => can(staff, ability, site), [staff]);
}
