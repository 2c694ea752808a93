import { useEffect, useState } from 'react';
import { APP_VERSION, APP_VERSION_CODE, NON_WIFI_TIPS } from '@news/contract/constants';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { navigate } from '../../lib/router/navigation.ts';
import { useSignedIn } from '../../lib/session.ts';
import { signOut } from '../../lib/signIn.ts';
import { GRAY_EVENT, readItem, writeItem } from '../../lib/storage.ts';
import type { PageProps } from '../routeTable.ts';
import { WechatButton } from './WechatButton.tsx';
import '../../styles/account.css';

function Toggle({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="toggle-row">
      <span>{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        data-testid={testId}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
    </label>
  );
}

function Links({ items }: { items: { label: MessageKey; path: string }[] }) {
  const { t } = useI18n();
  return (
    <ul className="settings-list">
      {items.map((item) => (
        <li key={item.path}>
          <button
            type="button"
            onClick={() => {
              navigate(item.path);
            }}
          >
            {t(item.label)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** moreset: the settings hub, with grey mode and sign-out. */
function MoreSettings() {
  const { t } = useI18n();
  const signedIn = useSignedIn();
  const [gray, setGray] = useState(readItem('readerGray'));
  return (
    <>
      <Links
        items={[
          ...(signedIn
            ? [
                { label: 'settings.account' as const, path: '/pages/usercenter/accountset' },
                { label: 'me.editProfile' as const, path: '/pages/usercenter/infoedit' },
              ]
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
        <Toggle
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

/** accountset: password, the messaging-app account, and deactivation. */
function AccountSettings() {
  const here = `${window.location.origin}${window.location.pathname}#/pages/usercenter/accountset`;
  return (
    <>
      <Links
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

/** playset: the mobile-network rules of spec section 4 and auto continue play. */
function PlaybackSettings() {
  const { t } = useI18n();
  const [tips, setTips] = useState(readItem('nonWifiTips'));
  const [mobile, setMobile] = useState(readItem('setMobileNetStatus'));
  const [autoNext, setAutoNext] = useState(readItem('autoContinuePlay'));
  return (
    <div className="settings-group">
      <fieldset className="choice-group">
        <legend>{t('settings.mobileReminder')}</legend>
        {[
          [NON_WIFI_TIPS.once, 'settings.remindOnce'],
          [NON_WIFI_TIPS.everyTime, 'settings.remindEveryTime'],
        ].map(([value, label]) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="nonWifiTips"
              checked={tips === value}
              onChange={() => {
                setTips(Number(value));
                writeItem('nonWifiTips', Number(value));
                // A new choice starts over: "remind once" reminds once more.
                writeItem('isOnceTips', false);
              }}
            />
            <span>{t(label as MessageKey)}</span>
          </label>
        ))}
      </fieldset>
      <Toggle
        label={t('settings.playOnMobile')}
        checked={mobile}
        onChange={(value) => {
          setMobile(value);
          writeItem('setMobileNetStatus', value);
        }}
      />
      <Toggle
        label={t('settings.autoContinue')}
        checked={autoNext}
        onChange={(value) => {
          setAutoNext(value);
          writeItem('autoContinuePlay', value);
        }}
      />
    </div>
  );
}

type PermissionState = 'granted' | 'denied' | 'prompt' | 'unknown';
const PERMISSIONS: { name: string; label: MessageKey }[] = [
  { name: 'geolocation', label: 'permission.location' },
  { name: 'camera', label: 'permission.camera' },
  { name: 'microphone', label: 'permission.microphone' },
  { name: 'notifications', label: 'permission.notifications' },
];

/**
 * privacyset: the device permissions as far as the browser's Permissions API tells. A web page
 * cannot open the system settings, so each row says where the reader changes it.
 */
function PrivacySettings() {
  const { t } = useI18n();
  const [states, setStates] = useState<Record<string, PermissionState>>({});
  useEffect(() => {
    for (const permission of PERMISSIONS) {
      // Older in-app browsers have no Permissions API at all.
      const permissions = (navigator as { permissions?: Permissions }).permissions;
      if (!permissions) {
        setStates((s) => ({ ...s, [permission.name]: 'unknown' }));
        continue;
      }
      const query = permissions.query({ name: permission.name as PermissionName });
      query
        .then((status) => {
          setStates((s) => ({ ...s, [permission.name]: status.state }));
        })
        .catch(() => {
          setStates((s) => ({ ...s, [permission.name]: 'unknown' }));
        });
    }
  }, []);
  const label: Record<PermissionState, MessageKey> = {
    granted: 'permission.granted',
    prompt: 'permission.notGranted',
    denied: 'permission.denied',
    unknown: 'permission.unknown',
  };
  return (
    <>
      <ul className="permission-list" data-testid="permissions">
        {[...PERMISSIONS, { name: 'photos', label: 'permission.photos' as const }].map(
          (permission) => {
            // The web has no photo-library permission: a file picker asks each time.
            const state: PermissionState =
              permission.name === 'photos' ? 'unknown' : (states[permission.name] ?? 'unknown');
            return (
              <li key={permission.name}>
                <span>{t(permission.label)}</span>
                <span className={`permission-${state}`}>{t(label[state])}</span>
              </li>
            );
          },
        )}
      </ul>
      <p className="form-hint">{t('permission.howToChange')}</p>
    </>
  );
}

function About() {
  const { t, locale } = useI18n();
  return (
    <div className="account-card">
      <h2>{t('about.name')}</h2>
      <p>{t('me.version', { version: APP_VERSION })}</p>
      <p className="form-hint">
        {t('about.build', { code: new Intl.NumberFormat(locale).format(APP_VERSION_CODE) })}
      </p>
      <p>{t('about.body')}</p>
    </div>
  );
}

const TITLES: Record<string, MessageKey> = {
  '/pages/usercenter/moreset': 'me.settings',
  '/pages/usercenter/accountset': 'settings.account',
  '/pages/usercenter/playset': 'settings.playback',
  '/pages/usercenter/privacyset': 'settings.privacy',
  '/pages/usercenter/aboutus': 'me.about',
};

/** The settings screens of the user centre. */
export function SettingsPage({ location }: PageProps) {
  const { t } = useI18n();
  const body = (() => {
    switch (location.path) {
      case '/pages/usercenter/accountset':
        return <AccountSettings />;
      case '/pages/usercenter/playset':
        return <PlaybackSettings />;
      case '/pages/usercenter/privacyset':
        return <PrivacySettings />;
      case '/pages/usercenter/aboutus':
        return <About />;
      default:
        return <MoreSettings />;
    }
  })();
  return (
    <div className="account-page">
      <PageHeader title={t(TITLES[location.path] ?? 'me.settings')} />
      {body}
    </div>
  );
}
