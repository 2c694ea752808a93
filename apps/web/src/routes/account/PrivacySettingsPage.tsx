import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import '../../styles/account.css';
import { useEffect, useState } from 'react';

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
function PrivacySettingsBody() {
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

export function PrivacySettingsPage() {
  const { t } = useI18n();
  return (
    <div className="account-page">
      <PageHeader title={t('settings.privacy')} />
      <PrivacySettingsBody />
    </div>
  );
}
