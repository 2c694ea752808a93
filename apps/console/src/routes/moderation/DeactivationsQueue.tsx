import { useState } from 'react';
import {
  actionResultSchema,
  deactivationPageSchema,
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
    p: () => void process(selection.targets()),
  });

  return (
    <div className="queue" data-testid="deactivations-queue">
      <p className="hint">{t('deactivations.explain')}</p>
      <div className="bulk-bar">
        <span>{t('queue.selected', { count: selection.selected.size })}</span>
        <button
          type="button"
          disabled={selection.selected.size === 0}
          onClick={() => void process(selection.targets())}
        >
          {t('deactivations.processSelected')}
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
