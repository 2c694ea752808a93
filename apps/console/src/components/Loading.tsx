import { useI18n } from '../i18n/I18n.tsx';

export function Loading() {
  const { t } = useI18n();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}
