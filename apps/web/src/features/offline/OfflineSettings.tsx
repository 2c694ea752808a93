import { useEffect, useState } from 'react';
import { formatFileSize } from '@news/contract/fileSize';
import { showFailure } from '../../components/showFailure.ts';
import { showToast } from '../../components/toast.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { clearShelf, shelfUsage } from './offlineShelf.ts';
import { SHELF_LIMITS } from './planShelf.ts';
import { subscribeShelf } from './shelfIndex.ts';

/** The settings of offline reading: what it keeps, how much is kept now, and a way to clear it. */
export function OfflineSettings() {
  const { t, locale } = useI18n();
  const [usage, setUsage] = useState(shelfUsage);
  useEffect(
    () =>
      subscribeShelf(() => {
        setUsage(shelfUsage());
      }),
    [],
  );
  return (
    <section className="offline-settings" aria-labelledby="offline-title">
      <h2 id="offline-title">{t('offline.title')}</h2>
      <p className="form-hint">
        {t('offline.explain', {
          opened: SHELF_LIMITS.opened,
          size: formatFileSize(SHELF_LIMITS.bytes, locale, 0),
        })}
      </p>
      <p data-testid="offline-usage">
        {t('offline.usage', { count: usage.items, size: formatFileSize(usage.bytes, locale) })}
      </p>
      <button
        type="button"
        className="link-button"
        data-testid="offline-clear"
        disabled={usage.items === 0}
        onClick={() => {
          clearShelf().then(
            () => {
              showToast(t('offline.cleared'));
            },
            (error: unknown) => {
              showFailure(error, t('common.requestFailed'));
            },
          );
        }}
      >
        {t('offline.clear')}
      </button>
    </section>
  );
}
