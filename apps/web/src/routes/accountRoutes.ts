import { loadAccountMessages } from '../i18n/i18n.tsx';
import { screen, type RouteEntry } from './routeEntry.ts';

/** An account screen's module, once the account strings are here too. */
function withStrings<M>(module: Promise<M>): Promise<M> {
  return Promise.all([module, loadAccountMessages()]).then(([loaded]) => loaded);
}

// One loader per module, so each chunk is named (and preloaded) once however many routes use it.
const aboutPageModule = () => withStrings(import('./account/AboutPage.tsx'));
const accountSettingsPageModule = () => withStrings(import('./account/AccountSettingsPage.tsx'));
const agreementPageModule = () => withStrings(import('./account/AgreementPage.tsx'));
const deactivatePageModule = () => withStrings(import('./account/DeactivatePage.tsx'));
const feedbackPageModule = () => withStrings(import('./account/FeedbackPage.tsx'));
const loginPageModule = () => withStrings(import('./account/LoginPage.tsx'));
const logoffAgreementPageModule = () => withStrings(import('./account/LogoffAgreementPage.tsx'));
const messagesPageModule = () => withStrings(import('./account/MessagesPage.tsx'));
const moreSettingsPageModule = () => withStrings(import('./account/MoreSettingsPage.tsx'));
const myListsPageModule = () => withStrings(import('./account/MyListsPage.tsx'));
const passwordPageModule = () => withStrings(import('./account/PasswordPage.tsx'));
const playbackSettingsPageModule = () => withStrings(import('./account/PlaybackSettingsPage.tsx'));
const privacySettingsPageModule = () => withStrings(import('./account/PrivacySettingsPage.tsx'));
const profileEditPageModule = () => withStrings(import('./account/ProfileEditPage.tsx'));
const retrievePasswordPageModule = () => withStrings(import('./account/RetrievePasswordPage.tsx'));
const shareListPageModule = () => withStrings(import('./account/ShareListPage.tsx'));

/** The sign-in and user-centre routes (login pages and /pages/usercenter/...). */
export const ACCOUNT_ROUTES = {
  '/pages/login/login': { load: screen(loginPageModule, 'LoginPage') },
  '/pages/login/protocol': {
    load: screen(agreementPageModule, 'AgreementPage'),
  },
  '/pages/login/retrievePwd': {
    load: screen(retrievePasswordPageModule, 'RetrievePasswordPage'),
  },
  '/pages/usercenter/moreset': {
    load: screen(moreSettingsPageModule, 'MoreSettingsPage'),
  },
  '/pages/usercenter/userintroduce': {
    load: screen(profileEditPageModule, 'BioEditPage'),
  },
  '/pages/usercenter/accountset': {
    load: screen(accountSettingsPageModule, 'AccountSettingsPage'),
  },
  '/pages/usercenter/alertpwd': {
    load: screen(passwordPageModule, 'PasswordPage'),
  },
  '/pages/usercenter/playset': {
    load: screen(playbackSettingsPageModule, 'PlaybackSettingsPage'),
  },
  '/pages/usercenter/privacyset': {
    load: screen(privacySettingsPageModule, 'PrivacySettingsPage'),
  },
  '/pages/usercenter/useragreement': {
    load: screen(agreementPageModule, 'AgreementPage'),
  },
  '/pages/usercenter/logoffagreement': {
    load: screen(logoffAgreementPageModule, 'LogoffAgreementPage'),
  },
  '/pages/usercenter/destoryacc': {
    load: screen(deactivatePageModule, 'DeactivatePage'),
  },
  '/pages/usercenter/sharelist': {
    load: screen(shareListPageModule, 'ShareListPage'),
  },
  '/pages/usercenter/infoedit': {
    load: screen(profileEditPageModule, 'ProfileEditPage'),
  },
  '/pages/usercenter/mymsg': {
    load: screen(messagesPageModule, 'MessagesPage'),
  },
  '/pages/usercenter/generlist': {
    load: screen(myListsPageModule, 'MyListsPage'),
  },
  '/pages/usercenter/aboutus': { load: screen(aboutPageModule, 'AboutPage') },
  '/pages/usercenter/feedback': {
    load: screen(feedbackPageModule, 'FeedbackPage'),
  },
} as const satisfies Record<string, RouteEntry>;
