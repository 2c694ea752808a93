import { useI18n } from '../i18n/i18n.tsx';
import { ApiRequestError } from '../lib/apiClient.ts';

/** The empty state, or an error with a retry that says what went wrong in the reader's words. */
export function StatusView({
  error,
  onRetry,
  empty,
}: {
  error?: unknown;
  onRetry?: () => void;
  empty?: boolean;
}) {
  const { t } = useI18n();
  if (empty) return <p className="status">{t('common.noData')}</p>;
  const timedOut = error instanceof ApiRequestError && error.code === 408;
  const overloaded = error instanceof ApiRequestError && (error.code === 503 || error.code === 429);
  // No network and no copy kept on this device (features/offline).
  const offline = error instanceof ApiRequestError && error.code === -1 && !navigator.onLine;
  const text = offline
    ? t('offline.notAvailable')
    : timedOut
      ? t('common.timeout')
      : overloaded
        ? t('common.overloaded')
        : t('common.loadFailed');
  return (
    <button type="button" className="status status-error" onClick={onRetry}>
      {text}
    </button>
  );
}
