import { useI18n } from '../../i18n/i18n.tsx';

/** What a detail page shows while it loads: the shape of a title, a picture and lines of text. */
export function DetailSkeleton() {
  const { t } = useI18n();
  return (
    <div className="detail" role="status" aria-label={t('common.loading')}>
      <div className="skeleton skeleton-line wide" />
      <div className="skeleton skeleton-line" />
      <div className="banner skeleton" />
      <div className="skeleton skeleton-line wide" />
      <div className="skeleton skeleton-line wide" />
    </div>
  );
}
