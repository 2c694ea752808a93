import { APP_VERSION } from '@news/contract/constants';
import { useI18n } from '../i18n/i18n.tsx';
import { navigate } from '../lib/router/navigation.ts';

/** The upgrade pop-up's own route: the web app is always the latest version. */
export function UpgradePage() {
  const { t } = useI18n();
  return (
    <div className="sheet">
      <h2>{t('upgrade.title', { version: APP_VERSION })}</h2>
      <p>{t('common.alreadyLatest')}</p>
      <button
        type="button"
        onClick={() => {
          navigate('/pages/index/index');
        }}
      >
        {t('common.close')}
      </button>
    </div>
  );
}
