import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import '../../styles/account.css';
import { Suspense, useState } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '@news/contract/appTheme';
import { SettingsLinks } from '../../components/SettingsLinks.tsx';
import { SettingsToggle } from '../../components/SettingsToggle.tsx';
import { LazyAlertSettings } from '../../features/alerts/LazyAlertSettings.ts';
import { OfflineSettings } from '../../features/offline/OfflineSettings.tsx';
import { showToast } from '../../components/toast.tsx';
import { navigate } from '../../lib/router/navigation.ts';
import type { NoQueryNeeded } from '../../lib/router/routePaths.ts';
import { useSignedIn } from '../../lib/session.ts';
import { signOut } from '../../lib/signIn.ts';
import { applyTheme } from '../../lib/applyTheme.ts';
import { GRAY_EVENT, readItem, writeItem } from '../../lib/storage.ts';

const THEME_LABELS: Record<ThemeChoice, MessageKey> = {
  system: 'settings.themeSystem',
  light: 'settings.themeLight',
  dark: 'settings.themeDark',
};

/** Light, dark, or the system's: applied at once, and before the first paint of every page after. */
function ThemeChoices() {
  const { t } = useI18n();
  const [theme, setTheme] = useState(readItem('theme'));
  return (
    <fieldset className="choice-group" data-testid="theme-choices">
      <legend>{t('settings.theme')}</legend>
      {THEME_CHOICES.map((choice) => (
        <label key={choice} className="choice">
          <input
            type="radio"
            name="theme"
            value={choice}
            checked={theme === choice}
            onChange={() => {
              setTheme(choice);
              writeItem('theme', choice);
              applyTheme(choice);
            }}
          />
          <span>{t(THEME_LABELS[choice])}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** moreset: the settings hub, with the theme, grey mode, offline reading and sign-out. */
function MoreSettingsBody() {
  const { t } = useI18n();
  const signedIn = useSignedIn();
  const [gray, setGray] = useState(readItem('readerGray'));
  return (
    <>
      <SettingsLinks
        items={[
          ...(signedIn
            ? ([
                { label: 'settings.account', path: '/pages/usercenter/accountset' },
                { label: 'me.editProfile', path: '/pages/usercenter/infoedit' },
              ] satisfies { label: MessageKey; path: NoQueryNeeded }[])
            : []),
          { label: 'me.fontSize', path: '/pages/usercenter/txtfontsize' },
          { label: 'settings.playback', path: '/pages/usercenter/playset' },
          { label: 'settings.privacy', path: '/pages/usercenter/privacyset' },
          { label: 'settings.language', path: '/pages/index/user' },
          { label: 'settings.terms', path: '/pages/usercenter/useragreement' },
          { label: 'settings.shareList', path: '/pages/usercenter/sharelist' },
          { label: 'me.about', path: '/pages/usercenter/aboutus' },
        ]}
      />
      <div className="settings-group">
        <ThemeChoices />
        <SettingsToggle
          label={t('settings.gray')}
          checked={gray}
          testId="gray-toggle"
          onChange={(value) => {
            setGray(value);
            writeItem('readerGray', value);
            window.dispatchEvent(new Event(GRAY_EVENT));
          }}
        />
      </div>
      <div className="settings-group">
        <OfflineSettings />
      </div>
      <Suspense fallback={null}>
        <LazyAlertSettings />
      </Suspense>
      {signedIn ? (
        <button
          type="button"
          className="danger wide"
          data-testid="sign-out"
          onClick={() => {
            void signOut().then(() => {
              showToast(t('settings.signedOut'));
              navigate('/pages/index/user', {}, { replace: true });
            });
          }}
        >
          {t('settings.signOut')}
        </button>
      ) : null}
    </>
  );
}

export function MoreSettingsPage() {
  const { t } = useI18n();
  return (
    <div className="account-page">
      <PageHeader title={t('me.settings')} />
      <MoreSettingsBody />
    </div>
  );
}
