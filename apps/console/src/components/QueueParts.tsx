import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.tsx';
import type { QueueSelection } from '../lib/useQueue.ts';
import type { QueuePage } from '../lib/useQueuePage.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { errorText, Notice } from './Notice.tsx';
import { Pager } from './Pager.tsx';

/** The header cell that selects every row of the page, or none. */
export function SelectAllCell({ selection, rows }: { selection: QueueSelection; rows: number }) {
  const { t } = useI18n();
  return (
    <th scope="col">
      <input
        type="checkbox"
        aria-label={t('queue.selectAll')}
        checked={rows > 0 && selection.selected.size === rows}
        onChange={selection.toggleAll}
      />
    </th>
  );
}

/** The cell that selects one row. */
export function SelectCell({
  selection,
  id,
  label,
}: {
  selection: QueueSelection;
  id: string;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <td>
      <input
        type="checkbox"
        aria-label={t('queue.select', { id: label })}
        checked={selection.selected.has(id)}
        onChange={() => {
          selection.toggle(id);
        }}
      />
    </td>
  );
}

/** How many rows are selected, and the actions for them. */
export function BulkBar({
  selection,
  actions,
}: {
  selection: QueueSelection;
  actions: readonly { label: string; act: (ids: string[]) => void }[];
}) {
  const { t } = useI18n();
  return (
    <div className="bulk-bar">
      <span>{t('queue.selected', { count: selection.selected.size })}</span>
      {actions.map(({ label, act }) => (
        <button
          key={label}
          type="button"
          disabled={selection.selected.size === 0}
          onClick={() => {
            act(selection.targets());
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** Below a queue's table: that nothing waits, and the pages. */
export function QueueEnd({
  empty,
  pageNo,
  pageSize,
  total,
  onPage,
  emptyText,
}: {
  empty: boolean;
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  emptyText?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      {empty ? <p className="empty">{emptyText ?? t('queue.empty')}</p> : null}
      <Pager pageNo={pageNo} pageSize={pageSize} total={total} onPage={onPage} />
    </>
  );
}

/** Above a queue's table: the outcome of the last action, and why an action or the list failed. */
export function QueueMessages({ queue }: { queue: QueuePage<unknown> }) {
  return (
    <>
      <ActionOutcome result={queue.result} />
      {queue.error ? <Notice kind="error">{queue.error}</Notice> : null}
      {queue.list.error ? <Notice kind="error">{errorText(queue.list.error)}</Notice> : null}
    </>
  );
}

/** One row of a queue's table: marked when the keyboard's cursor is on it, a click puts it there. */
export function QueueRow({
  selection,
  index,
  testId,
  children,
}: {
  selection: QueueSelection;
  index: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <tr
      data-testid={testId}
      className={index === selection.cursor ? 'cursor' : ''}
      onClick={() => {
        selection.setCursor(index);
      }}
    >
      {children}
    </tr>
  );
}
