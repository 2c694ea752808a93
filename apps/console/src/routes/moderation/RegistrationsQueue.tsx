import { useState } from 'react';
import { siteByLang } from '@news/contract/sites';
import { REJECT_REASON_MAX } from '@news/contract/console/moderationSchemas';
import {
  BulkBar,
  QueueEnd,
  QueueMessages,
  QueueRow,
  SelectAllCell,
  SelectCell,
} from '../../components/QueueParts.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { SiteChoice } from '../../lib/siteQuery.ts';
import { useQueueKeys } from '../../lib/useQueueKeys.ts';
import { QUEUE_PAGE_SIZE, useQueuePage } from '../../lib/useQueuePage.ts';
import {
  getRegistrations,
  postRegistrationsApprove,
  postRegistrationsReject,
} from '@news/contract/console/moderationEndpoints';

/**
 * Registrations awaiting review: approve, or reject with the reason the reader reads when they
 * sign in. Keys: j/k move, x selects, a approves, r rejects (with the reason typed).
 */
export function RegistrationsQueue({ site, onChange }: { site: SiteChoice; onChange: () => void }) {
  const { t, dateTime } = useI18n();
  const [words, setWords] = useState('');
  const [reason, setReason] = useState('');
  const queue = useQueuePage({
    endpoint: getRegistrations,
    filters: { site, q: words.trim() },
    keyOf: (row) => row.id,
    onChange,
  });
  const { rows, selection, pageNo, setPageNo, list } = queue;

  const act = async (action: 'approve' | 'reject', ids: string[]): Promise<void> => {
    if (ids.length === 0) return;
    if (action === 'reject' && reason.trim() === '') {
      queue.setError(t('registrations.reasonFirst'));
      return;
    }
    await queue.run(
      action === 'approve' ? postRegistrationsApprove : postRegistrationsReject,
      action === 'approve' ? { ids } : { ids, reason: reason.trim() },
    );
  };
  useQueueKeys(selection, queue.keys, {
    a: (ids) => void act('approve', ids),
    r: (ids) => void act('reject', ids),
  });

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
            lang={site ? siteByLang(site).locale : undefined}
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
      <QueueMessages queue={queue} />
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
            <QueueRow
              key={row.id}
              testId={`registration-${row.username}`}
              selection={selection}
              index={index}
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
            </QueueRow>
          ))}
        </tbody>
      </table>
      <QueueEnd
        empty={rows.length === 0 && !list.loading}
        pageNo={pageNo}
        pageSize={QUEUE_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPageNo}
      />
    </div>
  );
}
