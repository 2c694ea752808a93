import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import '../../styles/account.css';
import { SettingsLinks } from '../../components/SettingsLinks.tsx';
import { WechatButton } from '../../features/account/WechatButton.tsx';
import { routeHref } from '../../lib/router/navigation.ts';

/** accountset: password, the messaging-app account, and deactivation. */
function AccountSettingsBody() {
  const here = `${window.location.origin}${window.location.pathname}${routeHref('/pages/usercenter/accountset')}`;
  return (
    <>
      <SettingsLinks
        items={[
          { label: 'settings.changePassword', path: '/pages/usercenter/alertpwd' },
          { label: 'settings.deactivate', path: '/pages/usercenter/logoffagreement' },
        ]}
      />
      <div className="settings-group">
        <WechatButton event="bind" returnTo={here} />
        <WechatButton event="refresh" returnTo={here} />
      </div>
    </>
  );
}

export function AccountSettingsPage() {
  const { t } = useI18n();
  return (
    <div className="account-page">
      <PageHeader title={t('settings.account')} />
      <AccountSettingsBody />
    </div>
  );
}
