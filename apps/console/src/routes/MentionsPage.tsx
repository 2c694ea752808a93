import { useState } from 'react';
import { Link } from 'react-router';
import { getMentions, postMentionsRead } from '@news/contract/console/noteEndpoints';
import { Loading } from '../components/Loading.tsx';
import { errorText, Notice } from '../components/Notice.tsx';
import { Pager } from '../components/Pager.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useLoad } from '../lib/useLoad.ts';

const PAGE_SIZE = 20;

/**
 * The notes that mention the signed-in staff member (issue 32), newest first: who wrote it, on
 * which item, what it says; each opens its item, and each (or all) can be marked read.
 */
export function MentionsPage() {
  const { t, dateTime } = useI18n();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [error, setError] = useState('');
  const query = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(PAGE_SIZE) });
  if (unreadOnly) query.set('unread', 'true');
  const page = useLoad(() => api(getMentions, { query }), query.toString());

  const markRead = (noteIds?: string[]): void => {
    setError('');
    api(postMentionsRead, { body: noteIds ? { noteIds } : {} }).then(
      page.reload,
      (caught: unknown) => {
        setError(errorText(caught));
      },
    );
  };

  return (
    <section className="mentions-page">
      <div className="page-head">
        <h1>{t('mentions.title')}</h1>
        <label className="inline">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.target.checked);
              setPageNo(1);
            }}
          />{' '}
          {t('mentions.unreadOnly')}
        </label>
        <button
          type="button"
          onClick={() => {
            markRead();
          }}
        >
          {t('mentions.markAllRead')}
        </button>
      </div>
      {error ? <Notice kind="error">{error}</Notice> : null}
      {page.error ? <Notice kind="error">{errorText(page.error)}</Notice> : null}
      {!page.data ? (
        page.error ? null : (
          <Loading />
        )
      ) : page.data.rows.length === 0 ? (
        <p className="hint">{t('mentions.empty')}</p>
      ) : (
        <>
          <ul className="mention-list">
            {page.data.rows.map((mention) => (
              <li
                key={mention.noteId}
                data-testid="mention"
                className={mention.readAt ? '' : 'unread'}
              >
                <p>
                  <Link to={`/items/${mention.itemId}`}>
                    {t('mentions.on', { name: mention.authorName, title: mention.itemTitle })}
                  </Link>{' '}
                  <small>
                    {t(`site.${mention.site}`)} · {dateTime(mention.createdAt)}
                    {mention.readAt ? null : (
                      <>
                        {' '}
                        · <strong>{t('mentions.unread')}</strong>
                      </>
                    )}
                  </small>
                </p>
                <p className="note-body">{mention.body}</p>
                {mention.readAt ? null : (
                  <button
                    type="button"
                    onClick={() => {
                      markRead([mention.noteId]);
                    }}
                  >
                    {t('mentions.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={page.data.total} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}
