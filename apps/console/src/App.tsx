import { lazy, Suspense, useCallback } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { ConsoleLang } from '@news/contract/console/staffSchemas';
import { ApiMessages } from './components/ApiMessages.tsx';
import { Layout } from './components/Layout.tsx';
import { Loading } from './components/Loading.tsx';
import { I18nProvider, initialLang } from './i18n/I18n.tsx';
import { configureApi } from './lib/api.ts';
import { SessionProvider, useSession } from './lib/session.tsx';
import { ChangePasswordPage } from './routes/ChangePasswordPage.tsx';
import { SignInPage } from './routes/SignInPage.tsx';

// The editor (Tiptap, drag and drop) and the admin screens load when first opened.
const HomePage = lazy(() => import('./routes/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const ItemEditorPage = lazy(() =>
  import('./routes/ItemEditorPage.tsx').then((m) => ({ default: m.ItemEditorPage })),
);
const StaffPage = lazy(() =>
  import('./routes/StaffPage.tsx').then((m) => ({ default: m.StaffPage })),
);
const AccountPage = lazy(() =>
  import('./routes/AccountPage.tsx').then((m) => ({ default: m.AccountPage })),
);
const ModerationPage = lazy(() =>
  import('./routes/ModerationPage.tsx').then((m) => ({ default: m.ModerationPage })),
);
const ReadersPage = lazy(() =>
  import('./routes/ReadersPage.tsx').then((m) => ({ default: m.ReadersPage })),
);
const ReaderPage = lazy(() =>
  import('./routes/ReaderPage.tsx').then((m) => ({ default: m.ReaderPage })),
);
const SiteSettingsPage = lazy(() =>
  import('./routes/SiteSettingsPage.tsx').then((m) => ({ default: m.SiteSettingsPage })),
);
const AuditPage = lazy(() =>
  import('./routes/AuditPage.tsx').then((m) => ({ default: m.AuditPage })),
);
const DashboardPage = lazy(() =>
  import('./routes/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
);
const PicturesPage = lazy(() =>
  import('./routes/PicturesPage.tsx').then((m) => ({ default: m.PicturesPage })),
);
const ReviewPage = lazy(() =>
  import('./routes/ReviewPage.tsx').then((m) => ({ default: m.ReviewPage })),
);
const TranslationDeskPage = lazy(() =>
  import('./routes/TranslationDeskPage.tsx').then((m) => ({ default: m.TranslationDeskPage })),
);
const AlertsPage = lazy(() =>
  import('./routes/AlertsPage.tsx').then((m) => ({ default: m.AlertsPage })),
);
const MentionsPage = lazy(() =>
  import('./routes/MentionsPage.tsx').then((m) => ({ default: m.MentionsPage })),
);
const NotFoundPage = lazy(() =>
  import('./routes/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** The console: sign-in (and the forced password change) before anything, then its screens. */
export function App() {
  const onLang = useCallback((lang: ConsoleLang) => {
    configureApi({ lang });
  }, []);
  return (
    <I18nProvider onChange={onLang}>
      <ApiMessages />
      <SessionProvider>
        <Screens />
      </SessionProvider>
    </I18nProvider>
  );
}

configureApi({ lang: initialLang() });

function Screens() {
  const { state } = useSession();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signedOut') return <SignInPage expired={state.expired} />;
  if (state.session.staff.mustChangePassword) return <ChangePasswordPage forced />;
  return (
    <BrowserRouter basename="/console">
      <Layout>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/items/new/:site/:type" element={<ItemEditorPage />} />
            <Route path="/items/:id" element={<ItemEditorPage />} />
            <Route path="/pictures" element={<PicturesPage />} />
            <Route path="/review" element={<ReviewPage />} />
            <Route path="/translations" element={<TranslationDeskPage />} />
            <Route path="/mentions" element={<MentionsPage />} />
            <Route path="/moderation" element={<ModerationPage />} />
            <Route path="/readers" element={<ReadersPage />} />
            <Route path="/readers/:id" element={<ReaderPage />} />
            <Route path="/site-settings" element={<SiteSettingsPage />} />
            <Route path="/alerts" element={<AlertsPage />} />
            <Route path="/audit" element={<AuditPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/staff" element={<StaffPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </BrowserRouter>
  );
}
