import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { navigate } from '../../lib/router/navigation.ts';
import { openLogin, useSignedIn } from '../../lib/session.ts';
import { DocumentText } from '../../features/account/DocumentText.tsx';
import '../../styles/account.css';

/** logoffagreement: the deactivation terms, to be read and ticked before going on. */
function LogoffAgreementForm() {
  const { t } = useI18n();
  const signedIn = useSignedIn();
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <DocumentText which="logoff" />
      <label className="agreement">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
          }}
        />
        <span>{t('deactivate.agree')}</span>
      </label>
      <button
        type="button"
        className="danger wide"
        onClick={() => {
          if (!signedIn) {
            openLogin();
            return;
          }
          if (!agreed) {
            showToast(t('deactivate.mustAgree'));
            return;
          }
          navigate('/pages/usercenter/destoryacc', { agreed: '1' });
        }}
      >
        {t('deactivate.continue')}
      </button>
    </>
  );
}

export function LogoffAgreementPage() {
  const { t } = useI18n();
  return (
    <div className="account-page document">
      <PageHeader title={t('doc.logoffTitle')} />
      <article className="account-card">
        <LogoffAgreementForm />
      </article>
    </div>
  );
}
