import { useState } from 'react';
import {
  actionResultSchema,
  registrationPageSchema,
  REJECT_REASON_MAX,
  type ActionResult,
} from '@news/contract/console/moderationSchemas';
import { ActionOutcome } from '../../components/ActionOutcome.tsx';
import { errorText, Notice } from '../../components/Notice.tsx';
import { BulkBar, QueueEnd, SelectAllCell, SelectCell } from '../../components/QueueParts.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { queryString, type SiteChoice } from '../../lib/siteQuery.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { useQueue } from '../../lib/useQueue.ts';
import { useQueueKeys } from '../../lib/useQueueKeys.ts';

const PAGE_SIZE = 20;

/**
 * Registrations awaiting review: approve, or reject with the reason the reader reads when they
 * sign in. Keys: j/k move, x selects, a approves, r rejects (with the reason typed).
 */
export function RegistrationsQueue({ site, onChange }: { site: SiteChoice; onChange: () => void }) {
  const { t, dateTime } = useI18n();
  const [words, setWords] = useState('');
  const [reason, setReason] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<ActionResult | undefined>(undefined);
  const [error, setError] = useState('');
  const query = queryString({ site, q: words.trim(), pageNo, pageSize: PAGE_SIZE });
  const list = useLoad(
    () => api('GET', `/registrations?${query}`, registrationPageSchema),
    `${query}:${String(round)}`,
  );
  const rows = list.data?.rows ?? [];
  const selection = useQueue(rows.map((r) => r.id));

  const act = async (action: 'approve' | 'reject', ids: string[]): Promise<void> => {
    if (ids.length === 0) return;
    setError('');
    if (action === 'reject' && reason.trim() === '') {
      setError(t('registrations.reasonFirst'));
      return;
    }
    try {
      setResult(
        await api(
          'POST',
          `/registrations/${action}`,
          actionResultSchema,
          action === 'approve' ? { ids } : { ids, reason: reason.trim() },
        ),
      );
      selection.clear();
      setRound((r) => r + 1);
      onChange();
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  useQueueKeys(
    selection,
    rows.map((r) => r.id),
    {
      a: (ids) => void act('approve', ids),
      r: (ids) => void act('reject', ids),
    },
  );

  return (
    <div className="queue" data-testid="registrations-queue">
      <div className="filters">
        <label>
          <span>{t('registrations.username')}</span>
          <input
            type="search"
            value={words}
            onChange={(e) => {
              setWords(e.target.value);
              setPageNo(1);
            }}
          />
        </label>
        <label className="wide">
          <span>{t('registrations.reason')}</span>
          <input
            name="rejectReason"
            maxLength={REJECT_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
            }}
          />
        </label>
      </div>
      <p className="hint">{t('registrations.keys')}</p>
      <BulkBar
        selection={selection}
        actions={[
          { label: t('registrations.approveSelected'), act: (ids) => void act('approve', ids) },
          { label: t('registrations.rejectSelected'), act: (ids) => void act('reject', ids) },
        ]}
      />
      <ActionOutcome result={result} />
      {error ? <Notice kind="error">{error}</Notice> : null}
      {list.error ? <Notice kind="error">{errorText(list.error)}</Notice> : null}
      <table className="items-table queue-table">
        <thead>
          <tr>
            <SelectAllCell selection={selection} rows={rows.length} />
            <th scope="col">{t('registrations.username')}</th>
            <th scope="col">{t('items.filter.site')}</th>
            <th scope="col">{t('registrations.at')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              data-testid={`registration-${row.username}`}
              className={index === selection.cursor ? 'cursor' : ''}
              onClick={() => {
                selection.setCursor(index);
              }}
            >
              <SelectCell selection={selection} id={row.id} label={row.username} />
              <td>{row.username}</td>
              <td>{t(`site.${row.site}`)}</td>
              <td>{dateTime(row.createdAt)}</td>
              <td className="row-actions">
                <button type="button" onClick={() => void act('approve', [row.id])}>
                  {t('registrations.approve')}
                </button>
                <button type="button" onClick={() => void act('reject', [row.id])}>
                  {t('registrations.reject')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <QueueEnd
        empty={rows.length === 0 && !list.loading}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPageNo}
      />
    </div>
  );
}
