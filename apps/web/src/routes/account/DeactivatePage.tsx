import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showFailure } from '../../components/showFailure.ts';
import { Sheet } from '../../components/detail/Sheet.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { requestDeactivation } from '../../features/account/accountApi.ts';
import { navigate } from '../../lib/router/navigation.ts';
import { clearSession } from '../../lib/session.ts';
import type { PageProps } from '../../lib/router/routeEntry.ts';
import '../../styles/account.css';

/**
 * destoryacc: the deactivation request. The agreement must have been ticked (on the agreement
 * page or here), then a confirmation; the server signs out every session and the back office
 * removes the personal data.
 */
export function DeactivatePage({ location }: PageProps) {
  const { t } = useI18n();
  const [agreed, setAgreed] = useState(location.query.get('agreed') === '1');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const request = (): void => {
    setBusy(true);
    requestDeactivation().then(
      () => {
        clearSession();
        showToast(t('deactivate.requested'));
        navigate('/pages/index/user', {}, { replace: true });
      },
      (error: unknown) => {
        setBusy(false);
        setConfirming(false);
        showFailure(error, t('common.requestFailed'));
      },
    );
  };
  return (
    <div className="account-page">
      <PageHeader title={t('settings.deactivate')} />
      <div className="account-card">
        <p>{t('deactivate.what')}</p>
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
          disabled={busy}
          onClick={() => {
            if (!agreed) showToast(t('deactivate.mustAgree'));
            else setConfirming(true);
          }}
        >
          {t('deactivate.submit')}
        </button>
      </div>
      {confirming ? (
        <Sheet
          title={t('deactivate.confirmTitle')}
          onClose={() => {
            setConfirming(false);
          }}
        >
          <p>{t('deactivate.confirmBody')}</p>
          <div className="sheet-actions">
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('common.cancel')}
            </button>
            <button type="button" className="danger" disabled={busy} onClick={request}>
              {t('deactivate.confirm')}
            </button>
          </div>
        </Sheet>
      ) : null}
    </div>
  );
}
