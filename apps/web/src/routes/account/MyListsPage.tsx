import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { peopleAttentionCollectionLogAppList } from '@news/contract/endpoints/interaction/peopleAttentionCollectionLogAppList';
import { peopleAttentionCollectionLogDelete } from '@news/contract/endpoints/interaction/peopleAttentionCollectionLogDelete';
import { peopleCommentAppList } from '@news/contract/endpoints/interaction/peopleCommentAppList';
import { myCommentPageSchema } from '@news/contract/accountSchemas';
import type { ContentItem } from '@news/contract/contentSchemas';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { ContentCard } from '../../components/ContentCard.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusView } from '../../components/StatusView.tsx';
import { markCollectedOffline } from '../../features/offline/offlineApi.ts';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { showFailure } from '../../components/showFailure.ts';
import { api } from '../../lib/apiClient.ts';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { navigate } from '../../lib/router/navigation.ts';
import { refreshUser } from '../../lib/signIn.ts';
import type { PageProps } from '../../lib/router/routeEntry.ts';
import '../../styles/account.css';

const PAGE_SIZE = 20;
type Kind = 'like' | 'collect' | 'comment';
const TABS: { kind: Kind; label: MessageKey }[] = [
  { kind: 'like', label: 'me.likes' },
  { kind: 'collect', label: 'me.collections' },
  { kind: 'comment', label: 'me.comments' },
];

/** My likes or collections, each with a way to take it back. */
function AttentionList({ kind }: { kind: 'like' | 'collect' }) {
  const { t, lang } = useI18n();
  const [items, setItems] = useState<ContentItem[] | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const load = useCallback(() => {
    setError(undefined);
    api(peopleAttentionCollectionLogAppList, { auth: true, params: { type: kind, pageSize: 50 } })
      .then((page) => {
        setItems(page.rows);
        // Every item the reader collected stays readable offline, wherever they collected it.
        if (kind === 'collect')
          markCollectedOffline(
            lang,
            page.rows.map((row) => row.id),
            true,
          );
      })
      .catch(setError);
  }, [kind, lang]);
  useEffect(load, [load]);
  if (error !== undefined) return <StatusView error={error} onRetry={load} />;
  if (!items) return <div className="spinner" role="status" aria-label={t('common.loading')} />;
  if (items.length === 0) return <StatusView empty />;
  return (
    <ul className="feed" data-testid="my-list">
      {items.map((item) => (
        <li key={item.id} className="my-row">
          <ul className="feed">
            <ContentCard item={item} />
          </ul>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              api(peopleAttentionCollectionLogDelete, {
                auth: true,
                params: { type: kind, contentIds: item.id },
              }).then(
                () => {
                  setItems((current) => current?.filter((i) => i.id !== item.id) ?? null);
                  if (kind === 'collect') markCollectedOffline(lang, [item.id], false);
                  // The counts on my page catch up on its next visit if this refresh fails.
                  void refreshUser().catch(ignoreFailure('profile refresh'));
                },
                (error: unknown) => {
                  showFailure(error, t('common.requestFailed'));
                },
              );
            }}
          >
            {t(kind === 'like' ? 'lists.unlike' : 'lists.uncollect')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** My comments, newest first, each leading back to its item. */
function MyComments() {
  const { t, lang } = useI18n();
  const [rows, setRows] = useState<z.infer<typeof myCommentPageSchema>['rows'] | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const load = useCallback(() => {
    setError(undefined);
    api(peopleCommentAppList, { auth: true, params: { pageSize: PAGE_SIZE } })
      .then((page) => {
        setRows(page.rows);
      })
      .catch(setError);
  }, []);
  useEffect(load, [load]);
  if (error !== undefined) return <StatusView error={error} onRetry={load} />;
  if (!rows) return <div className="spinner" role="status" aria-label={t('common.loading')} />;
  if (rows.length === 0) return <StatusView empty />;
  return (
    <ul className="my-comments" data-testid="my-list">
      {rows.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            className="card-button"
            onClick={() => {
              navigate('/pages/news-detail/news-detail', { id: row.contentId });
            }}
          >
            <span className="comment-text">{row.content}</span>
            <span className="card-meta">
              <span>{row.contentTitle}</span>
              <time dateTime={row.createdAt}>{formatRelativeTime(row.createdAt, { lang })}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** generlist: my likes, collections and comments, as tabs. */
export function MyListsPage({ location }: PageProps) {
  const { t } = useI18n();
  const requested = location.query.get('type');
  const kind: Kind = requested === 'collect' || requested === 'comment' ? requested : 'like';
  return (
    <div className="account-page">
      <PageHeader title={t(TABS.find((tab) => tab.kind === kind)?.label ?? 'me.likes')} />
      <div className="tabs" role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            aria-selected={tab.kind === kind}
            onClick={() => {
              navigate('/pages/usercenter/generlist', { type: tab.kind }, { replace: true });
            }}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {kind === 'comment' ? <MyComments /> : <AttentionList key={kind} kind={kind} />}
      </div>
    </div>
  );
}
