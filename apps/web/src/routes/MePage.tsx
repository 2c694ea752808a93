import { APP_VERSION } from '@news/contract/constants';
import { SITES } from '@news/contract/sites';
import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { navigate } from '../lib/router/navigation.ts';
import { writeItem } from '../lib/storage.ts';

/** My page, signed out: the way to sign in, the language switch and the version. */
export function MePage() {
  const { t, lang } = useI18n();
  return (
    <div>
      <PageHeader title={t('tab.me')} back={false} />
      <section className="me-card">
        <p>{t('me.signedOut')}</p>
        <button
          type="button"
          className="primary"
          onClick={() => {
            navigate('/pages/login/login');
          }}
        >
          {t('me.signIn')}
        </button>
      </section>
      <section aria-labelledby="language">
        <h2 id="language" className="section-title">
          {t('me.language')}
        </h2>
        <ul className="settings-list">
          {SITES.map((site) => (
            <li key={site.id}>
              <button
                type="button"
                lang={site.locale}
                aria-current={site.lang === lang ? 'true' : undefined}
                onClick={() => {
                  // Changing the language saves it and reloads the site at its own origin.
                  writeItem('localLanguage', site.lang);
                  window.location.assign(
                    `${window.location.origin}/#/pages/index/index?lang=${site.lang}`,
                  );
                  window.location.reload();
                }}
              >
                {site.nativeName}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <ul className="settings-list">
        <li>
          <button
            type="button"
            onClick={() => {
              navigate('/pages/usercenter/txtfontsize');
            }}
          >
            {t('me.fontSize')}
          </button>
        </li>
      </ul>
      <p className="version">{t('me.version', { version: APP_VERSION })}</p>
    </div>
  );
}
