import { useI18n } from '../../i18n/i18n.tsx';

/** Says, above every screen while the device is offline, that what was kept can still be read. */
export function OfflineBanner() {
  const { t } = useI18n();
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      {t('offline.banner')}
    </p>
  );
}
