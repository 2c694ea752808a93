import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  REVIEW_STATUSES,
  type ItemSummary,
  type ReviewStatus,
} from '@news/contract/console/itemSchemas';
import {
  getItems,
  getReviewCounts,
  postItemsByIdApprove,
  postItemsByIdPublish,
  postItemsByIdRequestChanges,
} from '@news/contract/console/itemEndpoints';
import { siteByLang } from '@news/contract/sites';
import { errorText, Notice } from '../components/Notice.tsx';
import {
  BulkBar,
  QueueEnd,
  QueueMessages,
  QueueRow,
  SelectAllCell,
  SelectCell,
} from '../components/QueueParts.tsx';
import { SiteFilter } from '../components/SiteFilter.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useCan } from '../lib/session.tsx';
import { queryString, type SiteChoice } from '../lib/siteQuery.ts';
import { useLoad } from '../lib/useLoad.ts';
import { useQueueKeys } from '../lib/useQueueKeys.ts';
import { QUEUE_PAGE_SIZE, useQueuePage } from '../lib/useQueuePage.ts';
import { useRefreshEvery } from '../lib/useRefreshEvery.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const COUNTS_REFRESH_MS = 30_000;

/** The review queue's actions, each one call per item (each is its own act in the history). */
type ReviewAct = 'approve' | 'requestChanges' | 'publish';

/**
 * Items between draft and published, one tab per review status with its size: editors approve,
 * send back with a note, and publish what is approved; a reporter sees their own items here
 * (what was sent back to them first). Keys as in the moderation queues: j/k move, x selects,
 * a approves, c sends back (with the note typed), p publishes.
 */
export function ReviewPage() {
  const can = useCan();
  return can('write') ? <Review /> : <NotFoundPage />;
}

function Review() {
  const { t, number } = useI18n();
  const can = useCan();
  const reviews = can('content');
  const [params, setParams] = useSearchParams();
  const [site, setSite] = useState<SiteChoice>('');
  const [round, setRound] = useState(0);
  const [note, setNote] = useState('');
  const [done, setDone] = useState('');
  const fallback: ReviewStatus = reviews ? 'inReview' : 'changesRequested';
  const status = (REVIEW_STATUSES as readonly string[]).includes(params.get('queue') ?? '')
    ? (params.get('queue') as ReviewStatus)
    : fallback;
  const counts = useLoad(
    () => api(getReviewCounts, { query: queryString({ site }) }),
    `${site}:${status}:${String(round)}`,
  );
  useRefreshEvery(COUNTS_REFRESH_MS, counts.reload);
  const queue = useQueuePage<ItemSummary>({
    endpoint: getItems,
    filters: { site, status },
    keyOf: (row) => row.id,
    onChange: () => {
      setRound((r) => r + 1);
    },
  });
  const { rows, selection, pageNo, setPageNo, list } = queue;

  const act = async (action: ReviewAct, ids: string[]): Promise<void> => {
    if (!reviews || ids.length === 0) return;
    if (action === 'requestChanges' && note.trim() === '') {
      queue.setError(t('workflow.noteFirst'));
      return;
    }
    queue.setError('');
    setDone('');
    const failures: string[] = [];
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row) continue;
      const version = row.version;
      try {
        if (action === 'approve')
          await api(postItemsByIdApprove, { params: { id }, body: { version } });
        else if (action === 'publish')
          await api(postItemsByIdPublish, { params: { id }, body: { version } });
        else
          await api(postItemsByIdRequestChanges, {
            params: { id },
            body: { version, note: note.trim() },
          });
      } catch (error) {
        failures.push(`${row.title}: ${errorText(error)}`);
      }
    }
    if (failures.length) queue.setError(failures.join(' · '));
    else
      setDone(
        action === 'approve'
          ? t('editor.approved')
          : action === 'publish'
            ? t('editor.published')
            : t('editor.changesRequested'),
      );
    queue.changed();
  };
  useQueueKeys(selection, queue.keys, {
    a: (ids) => void act('approve', ids),
    c: (ids) => void act('requestChanges', ids),
    p: (ids) => void act('publish', ids),
  });

  return (
    <section className="moderation-page review-page">
      <div className="page-head">
        <h1>{t('review.title')}</h1>
        <div className="filters">
          <SiteFilter value={site} onValue={setSite} />
        </div>
      </div>
      <nav className="tabs queue-tabs" aria-label={t('review.queues')}>
        {REVIEW_STATUSES.map((name) => (
          <button
            key={name}
            type="button"
            className={name === status ? 'primary' : ''}
            aria-current={name === status ? 'page' : undefined}
            data-testid={`review-queue-${name}`}
            onClick={() => {
              setParams({ queue: name });
              setPageNo(1);
            }}
          >
            {t(`review.queue.${name}`)}
            {counts.data ? <span className="count">{number(counts.data[name])}</span> : null}
          </button>
        ))}
      </nav>
      <div className="queue" data-testid="review-queue">
        {reviews ? (
          <>
            <div className="filters">
              <label className="wide">
                <span>{t('review.note')}</span>
                <input
                  name="reviewNote"
                  maxLength={2000}
                  value={note}
                  onChange={(e) => {
                    setNote(e.target.value);
                  }}
                />
              </label>
            </div>
            <p className="hint">{t('review.keys')}</p>
            <BulkBar
              selection={selection}
              actions={[
                { label: t('review.approveSelected'), act: (ids) => void act('approve', ids) },
                {
                  label: t('review.requestChangesSelected'),
                  act: (ids) => void act('requestChanges', ids),
                },
                { label: t('review.publishSelected'), act: (ids) => void act('publish', ids) },
              ]}
            />
          </>
        ) : null}
        {done ? <Notice kind="success">{done}</Notice> : null}
        <QueueMessages queue={queue} />
        <table className="items-table queue-table">
          <thead>
            <tr>
              <SelectAllCell selection={selection} rows={rows.length} />
              <th scope="col">{t('items.col.title')}</th>
              <th scope="col">{t('items.col.site')}</th>
              <th scope="col">{t('review.writer')}</th>
              <th scope="col">{t('items.col.updated')}</th>
              {reviews ? <th scope="col">{t('queue.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <ReviewRow
                key={row.id}
                row={row}
                index={index}
                queue={queue}
                status={status}
                reviews={reviews}
                onAct={(action) => void act(action, [row.id])}
              />
            ))}
          </tbody>
        </table>
        <QueueEnd
          empty={rows.length === 0 && !list.loading}
          emptyText={t('review.empty')}
          pageNo={pageNo}
          pageSize={QUEUE_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPage={setPageNo}
        />
      </div>
    </section>
  );
}

function ReviewRow({
  row,
  index,
  queue,
  status,
  reviews,
  onAct,
}: {
  row: ItemSummary;
  index: number;
  queue: ReturnType<typeof useQueuePage<ItemSummary>>;
  status: ReviewStatus;
  reviews: boolean;
  onAct: (action: ReviewAct) => void;
}) {
  const { t, dateTime } = useI18n();
  const { selection } = queue;
  return (
    <QueueRow testId={`review-item-${row.id}`} selection={selection} index={index}>
      <SelectCell selection={selection} id={row.id} label={row.title} />
      <td>
        <Link to={`/items/${row.id}`} lang={siteByLang(row.site).locale}>
          {row.title}
        </Link>
        {row.embargoUntil ? (
          <small className="embargo" data-testid="embargo">
            {' '}
            · {t('items.embargoed', { at: dateTime(row.embargoUntil) })}
          </small>
        ) : null}
      </td>
      <td>{t(`site.${row.site}`)}</td>
      <td>{row.author}</td>
      <td>
        {dateTime(row.updatedAt)}
        {row.updatedBy ? <small> · {row.updatedBy}</small> : null}
      </td>
      {reviews ? (
        <td className="row-actions">
          {status === 'inReview' ? (
            <button
              type="button"
              onClick={() => {
                onAct('approve');
              }}
            >
              {t('workflow.approve')}
            </button>
          ) : null}
          {status !== 'changesRequested' ? (
            <button
              type="button"
              onClick={() => {
                onAct('requestChanges');
              }}
            >
              {t('workflow.requestChanges')}
            </button>
          ) : null}
          {status === 'approved' ? (
            <button
              type="button"
              onClick={() => {
                onAct('publish');
              }}
            >
              {t('workflow.publish')}
            </button>
          ) : null}
        </td>
      ) : null}
    </QueueRow>
  );
}
