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
  getDeactivations,
  postDeactivationsProcess,
} from '@news/contract/console/moderationEndpoints';

/**
 * Deactivation requests: processing removes the reader's personal data for good (the same
 * service as `npm run admin -- deactivate`). Keys: j/k move, x selects, p processes.
 */
export function DeactivationsQueue({ site, onChange }: { site: SiteChoice; onChange: () => void }) {
  const { t, dateTime } = useI18n();
  const queue = useQueuePage({
    endpoint: getDeactivations,
    filters: { site },
    keyOf: (row) => row.id,
    onChange,
  });
  const { rows, selection, pageNo, setPageNo, list } = queue;

  const process = async (ids: string[]): Promise<void> => {
    if (ids.length === 0 || !window.confirm(t('deactivations.confirm', { count: ids.length })))
      return;
    await queue.run(postDeactivationsProcess, { ids });
  };
  useQueueKeys(selection, queue.keys, { p: (ids) => void process(ids) });

  return (
    <div className="queue" data-testid="deactivations-queue">
      <p className="hint">{t('deactivations.explain')}</p>
      <BulkBar
        selection={selection}
        actions={[{ label: t('deactivations.processSelected'), act: (ids) => void process(ids) }]}
      />
      <QueueMessages queue={queue} />
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
            <QueueRow key={row.id} testId="deactivation-row" selection={selection} index={index}>
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
