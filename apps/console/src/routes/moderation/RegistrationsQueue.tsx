import { useState } from 'react';
import {
  actionResultSchema,
  registrationPageSchema,
  REJECT_REASON_MAX,
  type ActionResult,
} from '@news/contract/console/moderationSchemas';
import { ActionOutcome } from '../../components/ActionOutcome.tsx';
import { errorText, Notice } from '../../components/Notice.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { queryString, type SiteChoice } from '../../lib/siteQuery.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { useQueue } from '../../lib/useQueue.ts';
import { useShortcuts } from '../../lib/useShortcuts.ts';

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
  useShortcuts({
    j: () => {
      selection.move(1);
    },
    k: () => {
      selection.move(-1);
    },
    x: () => {
      const id = rows[selection.cursor]?.id;
      if (id) selection.toggle(id);
    },
    a: () => void act('approve', selection.targets()),
    r: () => void act('reject', selection.targets()),
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
            maxLength={REJECT_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
            }}
          />
        </label>
      </div>
      <p className="hint">{t('registrations.keys')}</p>
      <div className="bulk-bar">
        <span>{t('queue.selected', { count: selection.selected.size })}</span>
        <button
          type="button"
          disabled={selection.selected.size === 0}
          onClick={() => void act('approve', selection.targets())}
        >
          {t('registrations.approveSelected')}
        </button>
        <button
          type="button"
          disabled={selection.selected.size === 0}
          onClick={() => void act('reject', selection.targets())}
        >
          {t('registrations.rejectSelected')}
        </button>
      </div>
      <ActionOutcome result={result} />
      {error ? <Notice kind="error">{error}</Notice> : null}
      {list.error ? <Notice kind="error">{errorText(list.error)}</Notice> : null}
      <table className="items-table queue-table">
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={t('queue.selectAll')}
                checked={rows.length > 0 && selection.selected.size === rows.length}
                onChange={selection.toggleAll}
              />
            </th>
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
              <td>
                <input
                  type="checkbox"
                  aria-label={t('queue.select', { id: row.username })}
                  checked={selection.selected.has(row.id)}
                  onChange={() => {
                    selection.toggle(row.id);
                  }}
                />
              </td>
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
      {rows.length === 0 && !list.loading ? <p className="empty">{t('queue.empty')}</p> : null}
      <Pager
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPageNo}
      />
    </div>
  );
}
