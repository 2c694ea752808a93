import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import type { PageProps } from '../../lib/router/routeEntry.ts';
import { DocumentText } from '../../features/account/DocumentText.tsx';
import '../../styles/account.css';

/** The user agreement, or the privacy policy with `type=privacy` (login's protocol links). */
export function AgreementPage({ location }: PageProps) {
  const { t } = useI18n();
  const privacy = location.query.get('type') === 'privacy';
  return (
    <div className="account-page document">
      <PageHeader title={t(privacy ? 'doc.privacyTitle' : 'doc.termsTitle')} />
      <article className="account-card">
        <DocumentText which={privacy ? 'privacy' : 'terms'} />
      </article>
    </div>
  );
}
