import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import '../../styles/account.css';
import { APP_VERSION, APP_VERSION_CODE } from '@news/contract/constants';
import { numberFormat } from '@news/contract/intlFormats';

/** aboutus: the app's name, version and build. */
function AboutBody() {
  const { t, locale, site } = useI18n();
  return (
    <div className="account-card">
      <h2>{site.name}</h2>
      <p>{t('me.version', { version: APP_VERSION })}</p>
      <p className="form-hint">
        {t('about.build', { code: numberFormat(locale).format(APP_VERSION_CODE) })}
      </p>
      <p>{t('about.body')}</p>
    </div>
  );
}

export function AboutPage() {
  const { t } = useI18n();
  return (
    <div className="account-page">
      <PageHeader title={t('me.about')} />
      <AboutBody />
    </div>
  );
}
