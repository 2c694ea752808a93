import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import '../../styles/account.css';
import { useState } from 'react';
import { SettingsLinks } from '../../components/SettingsLinks.tsx';
import { SettingsToggle } from '../../components/SettingsToggle.tsx';
import { showToast } from '../../components/toast.tsx';
import { navigate } from '../../lib/router/navigation.ts';
import type { NoQueryNeeded } from '../../lib/router/routeQuery.ts';
import { useSignedIn } from '../../lib/session.ts';
import { signOut } from '../../lib/signIn.ts';
import { GRAY_EVENT, readItem, writeItem } from '../../lib/storage.ts';

/** moreset: the settings hub, with grey mode and sign-out. */
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
