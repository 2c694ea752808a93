import { useState } from 'react';
import {
  actionResultSchema,
  deactivationPageSchema,
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
 * Deactivation requests: processing removes the reader's personal data for good (the same
 * service as `npm run admin -- deactivate`). Keys: j/k move, x selects, p processes.
 */
export function DeactivationsQueue({ site, onChange }: { site: SiteChoice; onChange: () => void }) {
  const { t, dateTime } = useI18n();
  const [pageNo, setPageNo] = useState(1);
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<ActionResult | undefined>(undefined);
  const [error, setError] = useState('');
  const query = queryString({ site, pageNo, pageSize: PAGE_SIZE });
  const list = useLoad(
    () => api('GET', `/deactivations?${query}`, deactivationPageSchema),
    `${query}:${String(round)}`,
  );
  const rows = list.data?.rows ?? [];
  const selection = useQueue(rows.map((r) => r.id));

  const process = async (ids: string[]): Promise<void> => {
    if (ids.length === 0 || !window.confirm(t('deactivations.confirm', { count: ids.length })))
      return;
    setError('');
    try {
      setResult(await api('POST', '/deactivations/process', actionResultSchema, { ids }));
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
    { p: (ids) => void process(ids) },
  );

  return (
    <div className="queue" data-testid="deactivations-queue">
      <p className="hint">{t('deactivations.explain')}</p>
      <BulkBar
        selection={selection}
        actions={[{ label: t('deactivations.processSelected'), act: (ids) => void process(ids) }]}
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
            <th scope="col">{t('deactivations.registered')}</th>
            <th scope="col">{t('deactivations.requested')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              data-testid="deactivation-row"
              className={index === selection.cursor ? 'cursor' : ''}
              onClick={() => {
                selection.setCursor(index);
              }}
            >
              <SelectCell selection={selection} id={row.id} label={row.username} />
              <td>{row.username}</td>
              <td>{t(`site.${row.site}`)}</td>
              <td>{dateTime(row.registeredAt)}</td>
              <td>{dateTime(row.requestedAt)}</td>
              <td className="row-actions">
                <button type="button" onClick={() => void process([row.id])}>
                  {t('deactivations.process')}
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
