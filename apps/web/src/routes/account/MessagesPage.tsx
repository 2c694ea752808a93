import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { peopleMessageList } from '@news/contract/endpoints/interaction/peopleMessageList';
import { peopleMessageRead } from '@news/contract/endpoints/interaction/peopleMessageRead';
import { messagePageSchema } from '@news/contract/accountSchemas';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusView } from '../../components/StatusView.tsx';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { navigate } from '../../lib/router/navigation.ts';
import { refreshUser } from '../../lib/signIn.ts';
import '../../styles/account.css';

/** mymsg: replies, likes of my comments, review results and notices; unread ones marked. */
function MessageList() {
  const { t, lang } = useI18n();
  const [page, setPage] = useState<z.infer<typeof messagePageSchema> | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const load = useCallback(() => {
    setError(undefined);
    api(peopleMessageList, { auth: true, params: { pageSize: 50 } })
      .then((result) => {
        setPage(result);
        // Seen now: marked read on the server, shown as new this once.
        if (result.unread > 0)
          void api(peopleMessageRead, { auth: true, quiet: true })
            .then(() => refreshUser())
            // Not marked read on the server: these show as new once more next time, which is
            // the whole cost; the reader has them on screen now.
            .catch(ignoreFailure('mark messages read'));
      })
      .catch(setError);
  }, []);
  useEffect(load, [load]);
  const kinds: Record<string, MessageKey> = {
    reply: 'messages.reply',
    commentLike: 'messages.commentLike',
    review: 'messages.review',
    feedback: 'messages.feedback',
    system: 'messages.system',
  };
  if (error !== undefined) return <StatusView error={error} onRetry={load} />;
  if (!page) return <div className="spinner" role="status" aria-label={t('common.loading')} />;
  if (page.rows.length === 0) return <StatusView empty />;
  return (
    <ul className="messages" data-testid="messages">
      {page.rows.map((message) => (
        <li key={message.id} className={message.isRead ? '' : 'unread'}>
          <p className="card-meta">
            {message.isRead ? null : <span className="badge">{t('messages.new')}</span>}
            <span>{t(kinds[message.kind] ?? 'messages.system')}</span>
            <time dateTime={message.createdAt}>
              {formatRelativeTime(message.createdAt, { lang })}
            </time>
          </p>
          {message.fromName ? <p className="comment-author">{message.fromName}</p> : null}
          <p>{message.body}</p>
          {message.contentId && message.contentId !== '0' ? (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                navigate('/pages/news-detail/news-detail', { id: message.contentId });
              }}
            >
              {t('messages.open')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function MessagesPage() {
  const { t } = useI18n();
  return (
    <div className="account-page">
      <PageHeader title={t('me.messages')} />
      <MessageList />
    </div>
  );
}
