import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showToast } from '../../components/toast.tsx';
import { loadDocuments, type Documents } from '../../i18n/documents.ts';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { navigate } from '../../lib/router/navigation.ts';
import { openLogin, useSignedIn } from '../../lib/session.ts';
import type { PageProps } from '../routeTable.ts';
import '../../styles/account.css';

/** One of the long texts, in paragraphs (separated by blank lines), once its chunk is in. */
function Paragraphs({ which }: { which: keyof Documents }) {
  const { t, lang } = useI18n();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadDocuments(lang).then((documents) => {
      if (live) setText(documents[which]);
    });
    return () => {
      live = false;
    };
  }, [lang, which]);
  if (text === null)
    return <div className="spinner" role="status" aria-label={t('common.loading')} />;
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </>
  );
}

/** sharelist: what goes to third parties, why, and which data. */
function ShareList() {
  const { t } = useI18n();
  const rows: [MessageKey, MessageKey, MessageKey][] = [
    ['sharelist.wechat', 'sharelist.wechatPurpose', 'sharelist.wechatData'],
    ['sharelist.maps', 'sharelist.mapsPurpose', 'sharelist.mapsData'],
  ];
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="share-table">
        <thead>
          <tr>
            <th scope="col">{t('sharelist.party')}</th>
            <th scope="col">{t('sharelist.purpose')}</th>
            <th scope="col">{t('sharelist.data')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([party, purpose, data]) => (
            <tr key={party}>
              <th scope="row">{t(party)}</th>
              <td>{t(purpose)}</td>
              <td>{t(data)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="form-hint">{t('sharelist.note')}</p>
    </div>
  );
}

/** logoffagreement: the deactivation terms, to be read and ticked before going on. */
function LogoffAgreement() {
  const { t } = useI18n();
  const signedIn = useSignedIn();
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <Paragraphs which="logoff" />
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

/** The agreement and policy texts: login's protocol page and the user centre's documents. */
export function DocumentPage({ location }: PageProps) {
  const { t } = useI18n();
  const type = location.query.get('type');
  let title: MessageKey;
  let body;
  switch (location.path) {
    case '/pages/usercenter/logoffagreement':
      title = 'doc.logoffTitle';
      body = <LogoffAgreement />;
      break;
    case '/pages/usercenter/sharelist':
      title = 'settings.shareList';
      body = <ShareList />;
      break;
    default:
      title = type === 'privacy' ? 'doc.privacyTitle' : 'doc.termsTitle';
      body = <Paragraphs which={type === 'privacy' ? 'privacy' : 'terms'} />;
  }
  return (
    <div className="account-page document">
      <PageHeader title={t(title)} />
      <article className="account-card">{body}</article>
    </div>
  );
}
