import { ITEM_STATUSES, type ItemStatus } from '@news/contract/console/itemSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { errorText, Notice } from '../Notice.tsx';
import { actionLabel } from './actionLabel.ts';
import { getItemsByIdHistory } from '@news/contract/console/itemEndpoints';

function statusChange(value: unknown): ItemStatus | undefined {
  if (typeof value !== 'object' || value === null || !('status' in value)) return undefined;
  return ITEM_STATUSES.find((status) => status === value.status);
}

/** Every change to the item from the audit log: who, when, what. */
export function HistoryPanel({ itemId, version }: { itemId: string; version: number }) {
  const { t, dateTime } = useI18n();
  const history = useLoad(
    () => api(getItemsByIdHistory, { params: { id: itemId } }),
    `${itemId}:${String(version)}`,
  );
  return (
    <section className="panel history-panel">
      <h2>{t('history.title')}</h2>
      {history.error ? <Notice kind="error">{errorText(history.error)}</Notice> : null}
      <ol className="history-list">
        {(history.data ?? []).map((entry) => {
          const from = statusChange(entry.before);
          const to = statusChange(entry.after);
          return (
            <li key={entry.id}>
              <small>{dateTime(entry.at)}</small> ·{' '}
              {entry.actorType === 'system' ? t('history.system') : entry.actorName} ·{' '}
              {actionLabel(t, entry.action)}
              {from && to && from !== to ? (
                <small>
                  {' '}
                  ({t(`status.${from}`)} → {t(`status.${to}`)})
                </small>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
