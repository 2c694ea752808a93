import type { ComponentType } from 'react';
import type { PageProps, RouteEntry } from './routeTable.ts';

type PageModule = Promise<{ default: ComponentType<PageProps> }>;

// React.lazy wants a default export; the modules keep named ones.
const login = (): PageModule =>
  import('./account/LoginPage.tsx').then((m) => ({ default: m.LoginPage }));
const retrieve = (): PageModule =>
  import('./account/RetrievePasswordPage.tsx').then((m) => ({ default: m.RetrievePasswordPage }));
const documents = (): PageModule =>
  import('./account/DocumentPage.tsx').then((m) => ({ default: m.DocumentPage }));
const settings = (): PageModule =>
  import('./account/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage }));
const profile = (): PageModule =>
  import('./account/ProfileEditPage.tsx').then((m) => ({ default: m.ProfileEditPage }));
const password = (): PageModule =>
  import('./account/PasswordPage.tsx').then((m) => ({ default: m.PasswordPage }));
const deactivate = (): PageModule =>
  import('./account/DeactivatePage.tsx').then((m) => ({ default: m.DeactivatePage }));
const lists = (): PageModule =>
  import('./account/MyListsPage.tsx').then((m) => ({ default: m.MyListsPage }));
const feedback = (): PageModule =>
  import('./account/FeedbackPage.tsx').then((m) => ({ default: m.FeedbackPage }));

/** The sign-in and user-centre routes of spec section 2 (login pages and /pages/usercenter/...). */
export const ACCOUNT_ROUTES: Record<string, RouteEntry> = {
  '/pages/login/login': { load: login },
  '/pages/login/protocol': { load: documents },
  '/pages/login/retrievePwd': { load: retrieve },
  '/pages/usercenter/moreset': { load: settings },
  '/pages/usercenter/userintroduce': { load: profile },
  '/pages/usercenter/accountset': { load: settings },
  '/pages/usercenter/alertpwd': { load: password },
  '/pages/usercenter/playset': { load: settings },
  '/pages/usercenter/privacyset': { load: settings },
  '/pages/usercenter/useragreement': { load: documents },
  '/pages/usercenter/logoffagreement': { load: documents },
  '/pages/usercenter/destoryacc': { load: deactivate },
  '/pages/usercenter/sharelist': { load: documents },
  '/pages/usercenter/infoedit': { load: profile },
  '/pages/usercenter/mymsg': { load: lists },
  '/pages/usercenter/generlist': { load: lists },
  '/pages/usercenter/aboutus': { load: settings },
  '/pages/usercenter/feedback': { load: feedback },
};
