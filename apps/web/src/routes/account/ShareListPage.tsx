import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import '../../styles/account.css';

/** sharelist: what goes to third parties, why, and which data. */
function ShareListTable() {
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

export function ShareListPage() {
  const { t } = useI18n();
  return (
    <div className="account-page document">
      <PageHeader title={t('settings.shareList')} />
      <article className="account-card">
        <ShareListTable />
      </article>
    </div>
  );
}
