import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { navigate } from '../lib/router/navigation.ts';

/** The app's download page: on the web the reader is already in the app. */
export function DownloadPage() {
  const { t, site } = useI18n();
  return (
    <div>
      <PageHeader title={t('page.download')} />
      <p>{t('download.body', { site: site.name })}</p>
      <button
        type="button"
        className="primary"
        onClick={() => {
          navigate('/pages/index/index');
        }}
      >
        {t('download.openWeb')}
      </button>
    </div>
  );
}
