import { useState } from 'react';
import {
  COMMENT_QUEUES,
  type CommentAction,
  type CommentQueue,
  type ModeratedComment,
} from '@news/contract/console/moderationSchemas';
import { Link } from 'react-router';
import {
  BulkBar,
  QueueEnd,
  QueueMessages,
  QueueRow,
  SelectAllCell,
  SelectCell,
} from '../../components/QueueParts.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import type { SiteChoice } from '../../lib/siteQuery.ts';
import { useQueueKeys } from '../../lib/useQueueKeys.ts';
import { QUEUE_PAGE_SIZE, useQueuePage } from '../../lib/useQueuePage.ts';
import { SuspendCommentingForm } from './SuspendCommentingForm.tsx';
import { getComments, postCommentsActions } from '@news/contract/console/moderationEndpoints';

/** What each queue offers, in the order of its buttons. */
const ACTIONS: Record<CommentQueue, readonly CommentAction[]> = {
  new: ['approve', 'hide', 'delete'],
  reported: ['approve', 'hide', 'delete'],
  held: ['approve', 'hide', 'delete'],
  hidden: ['restore', 'delete'],
};
const KEYS: Record<CommentAction, string> = { approve: 'a', hide: 'h', restore: 'r', delete: 'd' };

/**
 * Comments to look at: new ones, reported ones, held ones (pre-moderation, banned words) and
 * hidden ones; by site, item, reader and words. Keys: j/k move, x selects, a approves, h hides,
 * r restores, d deletes — the selected comments, or the one under the cursor.
 */
export function CommentsQueue({
  site,
  counts,
  onChange,
}: {
  site: SiteChoice;
  counts: Record<CommentQueue, number> | undefined;
  onChange: () => void;
}) {
  const { t, dateTime, number } = useI18n();
  const [queue, setQueue] = useState<CommentQueue>('held');
  const [words, setWords] = useState('');
  const [contentId, setContentId] = useState('');
  const [userId, setUserId] = useState('');
  const [suspending, setSuspending] = useState<ModeratedComment | undefined>(undefined);
  const page = useQueuePage({
    endpoint: getComments,
    filters: {
      queue,
      site,
      q: words.trim(),
      contentId: contentId.trim(),
      userId: userId.trim(),
    },
    keyOf: (row) => row.id,
    onChange,
  });
  const { rows, selection, pageNo, setPageNo, list } = page;

  const act = async (action: CommentAction, ids: string[]): Promise<void> => {
    if (ids.length === 0) return;
    if (action === 'delete' && !window.confirm(t('comments.confirmDelete', { count: ids.length })))
      return;
    await page.run(postCommentsActions, { action, ids });
  };
  const offered = ACTIONS[queue];
  useQueueKeys(
    selection,
    page.keys,
    Object.fromEntries(
      offered.map((action) => [
        KEYS[action],
        (ids: string[]) => {
          void act(action, ids);
        },
      ]),
    ),
  );
  const filter = (apply: () => void): void => {
    apply();
    setPageNo(1);
  };

  return (
    <div className="queue" data-testid="comments-queue">
      <div className="tabs" role="group" aria-label={t('comments.queues')}>
        {COMMENT_QUEUES.map((name) => (
          <button
            key={name}
            type="button"
            className={name === queue ? 'primary' : ''}
            aria-pressed={name === queue}
            data-testid={`comments-${name}`}
            onClick={() => {
              filter(() => {
                setQueue(name);
              });
            }}
          >
            {t(`comments.queue.${name}` as MessageKey)}
            {counts ? <span className="count">{number(counts[name])}</span> : null}
          </button>
        ))}
      </div>
      <div className="filters">
        <label>
          <span>{t('comments.words')}</span>
          <input
            type="search"
            value={words}
            onChange={(e) => {
              filter(() => {
                setWords(e.target.value);
              });
            }}
          />
        </label>
        <label>
          <span>{t('comments.item')}</span>
          <input
            inputMode="numeric"
            value={contentId}
            onChange={(e) => {
              filter(() => {
                setContentId(e.target.value.replace(/\D/g, ''));
              });
            }}
          />
        </label>
        <label>
          <span>{t('comments.reader')}</span>
          <input
            inputMode="numeric"
            value={userId}
            onChange={(e) => {
              filter(() => {
                setUserId(e.target.value.replace(/\D/g, ''));
              });
            }}
          />
        </label>
      </div>
      <p className="hint">{t('comments.keys')}</p>
      <BulkBar
        selection={selection}
        actions={offered.map((action) => ({
          label: t(`comments.bulk.${action}` as MessageKey),
          act: (ids: string[]) => {
            void act(action, ids);
          },
        }))}
      />
      <QueueMessages queue={page} />
      {suspending ? (
        <SuspendCommentingForm
          userId={suspending.userId}
          userName={suspending.userName}
          site={suspending.site}
          onDone={(detail) => {
            setSuspending(undefined);
            if (detail) page.reload();
          }}
        />
      ) : null}
      <table className="items-table queue-table">
        <thead>
          <tr>
            <SelectAllCell selection={selection} rows={rows.length} />
            <th scope="col">{t('comments.comment')}</th>
            <th scope="col">{t('comments.author')}</th>
            <th scope="col">{t('comments.on')}</th>
            <th scope="col">{t('comments.state')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <QueueRow key={row.id} testId="comment-row" selection={selection} index={index}>
              <SelectCell selection={selection} id={row.id} label={row.id} />
              <td className="comment-text">
                {row.parentId ? <span className="hint">{t('comments.reply')} </span> : null}
                {row.content}
              </td>
              <td>
                <Link to={`/readers/${row.userId}`}>{row.userName}</Link>
                {row.authorSuspendedUntil ? (
                  <div className="hint">
                    {t('comments.suspendedUntil', { until: dateTime(row.authorSuspendedUntil) })}
                  </div>
                ) : null}
              </td>
              <td>
                {row.contentTitle}
                <div className="hint">
                  {t(`site.${row.site}`)} · {dateTime(row.createdAt)}
                </div>
              </td>
              <td>
                {t(`comments.status.${row.status}` as MessageKey)}
                {row.holdReason ? (
                  <div className="hint">
                    {t(`comments.hold.${row.holdReason}` as MessageKey, {
                      words: row.bannedWords.join(', '),
                    })}
                  </div>
                ) : null}
                {row.openReports > 0 ? (
                  <div className="hint">{t('comments.reports', { count: row.openReports })}</div>
                ) : null}
              </td>
              <td className="row-actions">
                {offered.map((action) => (
                  <button key={action} type="button" onClick={() => void act(action, [row.id])}>
                    {t(`comments.action.${action}` as MessageKey)}
                  </button>
                ))}
                <button
                  type="button"
                  onClick={() => {
                    setSuspending(row);
                  }}
                >
                  {t('comments.suspendAuthor')}
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
