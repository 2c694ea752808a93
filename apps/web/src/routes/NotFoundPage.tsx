import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { navigate } from '../lib/router/navigation.ts';

/** Where an address that names no screen ends. */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="not-found">
      <PageHeader title={t('page.notFound')} />
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.body')}</p>
      <button
        type="button"
        className="primary"
        onClick={() => {
          navigate('/pages/index/index');
        }}
      >
        {t('notFound.home')}
      </button>
    </div>
  );
}
