import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  Suspense,
} from 'react';
import { LazyReportSheet } from './lazyDetailParts.ts';
import { z } from 'zod/mini';
import {
  COMMENT_MAX_LENGTH,
  commentPageSchema,
  commentSchema,
  type Comment,
} from '@news/contract/accountSchemas';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { useI18n } from '../../i18n/i18n.tsx';
import { api, ApiRequestError } from '../../lib/apiClient.ts';
import { openLogin, useSignedIn } from '../../lib/session.ts';
import { loadSiteSwitches } from '../../lib/siteSwitches.ts';
import { LazyImage } from '../LazyImage.tsx';
import { showToast } from '../toast.tsx';
import { Sheet } from './Sheet.tsx';
import { numberFormat } from '../../i18n/intlFormats.ts';

const PAGE_SIZE = 10;

export interface CommentSectionHandle {
  /** Scrolls to the comments and puts the cursor in the composer. */
  focusComposer: () => void;
}

interface Thread {
  comment: Comment;
  replies: Comment[];
  repliesShown: boolean;
  repliesPage: number;
}

function CommentView({
  comment,
  onReply,
  onChanged,
  onReport,
  onDelete,
}: {
  comment: Comment;
  onReply: (comment: Comment) => void;
  onChanged: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
}) {
  const { t, lang, locale } = useI18n();
  const signedIn = useSignedIn();
  const like = (): void => {
    if (!signedIn) {
      openLogin();
      return;
    }
    api(
      comment.liked ? '/people/comment/like/delete.do' : '/people/comment/like/save.do',
      z.object({ likeCount: z.int(), liked: z.boolean() }),
      { method: 'POST', auth: true, params: { id: comment.id } },
    )
      .then((result) => {
        onChanged({ ...comment, ...result });
      })
      .catch(() => undefined);
  };
  return (
    <div className="comment" data-testid="comment">
      <LazyImage field={comment.userAvatar} ratio="1 / 1" className="comment-avatar" />
      <div className="comment-main">
        <p className="comment-author">
          {comment.userName}
          {comment.replyToName ? (
            <span className="comment-reply-to"> ▸ {comment.replyToName}</span>
          ) : null}
        </p>
        <p className="comment-text">{comment.content}</p>
        <p className="comment-meta">
          <time dateTime={comment.createdAt}>
            {formatRelativeTime(comment.createdAt, { lang })}
          </time>
          <button type="button" className="link-button" aria-pressed={comment.liked} onClick={like}>
            <span aria-hidden="true">{comment.liked ? '♥' : '♡'}</span>
            <span className="visually-hidden">{t('detail.like')}</span>{' '}
            {numberFormat(locale).format(comment.likeCount)}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onReply(comment);
            }}
          >
            {t('comments.reply')}
          </button>
          {comment.mine ? (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onDelete(comment);
              }}
            >
              {t('comments.delete')}
            </button>
          ) : (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onReport(comment);
              }}
            >
              {t('detail.report')}
            </button>
          )}
        </p>
      </div>
    </div>
  );
}

/**
 * An item's comments: newest first, ten at a time, replies threaded under their comment, and the
 * composer for a comment or a reply. Signed out the list is read-only and writing opens login.
 */
export const CommentSection = forwardRef<
  CommentSectionHandle,
  { contentId: string; commentEnabled: boolean }
>(function CommentSection({ contentId, commentEnabled }, ref) {
  const { t, locale } = useI18n();
  const signedIn = useSignedIn();
  const [threads, setThreads] = useState<Thread[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [siteAllows, setSiteAllows] = useState(true);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [sending, setSending] = useState(false);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const section = useRef<HTMLElement>(null);

  useImperativeHandle(ref, () => ({
    focusComposer: () => {
      section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      composer.current?.focus({ preventScroll: true });
    },
  }));

  useEffect(() => {
    void loadSiteSwitches().then((switches) => {
      setSiteAllows(switches.commentEnabled);
    });
  }, []);

  const loadPage = useCallback(
    (pageNo: number) => {
      setLoading(true);
      setFailed(false);
      api('/comment/list.do', commentPageSchema, {
        method: 'POST',
        params: { contentId, pageNo, pageSize: PAGE_SIZE },
        quiet: true,
      })
        .then((result) => {
          const fresh = result.rows.map((comment) => ({
            comment,
            replies: [],
            repliesShown: false,
            repliesPage: 0,
          }));
          setThreads((current) => (pageNo === 1 ? fresh : [...current, ...fresh]));
          setTotal(result.total);
          setPage(pageNo);
        })
        .catch(() => {
          setFailed(true);
        })
        .finally(() => {
          setLoading(false);
        });
    },
    [contentId],
  );

  useEffect(() => {
    // Signing in changes `liked` and `mine` on every comment: load again.
    loadPage(1);
  }, [loadPage, signedIn]);

  const loadReplies = (thread: Thread): void => {
    const pageNo = thread.repliesPage + 1;
    api('/people/comment/reply/list.do', commentPageSchema, {
      method: 'POST',
      params: { commentId: thread.comment.id, pageNo, pageSize: PAGE_SIZE },
    })
      .then((result) => {
        setThreads((current) =>
          current.map((item) =>
            item.comment.id === thread.comment.id
              ? {
                  ...item,
                  replies: pageNo === 1 ? result.rows : [...item.replies, ...result.rows],
                  repliesShown: true,
                  repliesPage: pageNo,
                  comment: { ...item.comment, replyCount: result.total },
                }
              : item,
          ),
        );
      })
      .catch(() => undefined);
  };

  const replace = (updated: Comment): void => {
    setThreads((current) =>
      current.map((item) => ({
        ...item,
        comment: item.comment.id === updated.id ? updated : item.comment,
        replies: item.replies.map((reply) => (reply.id === updated.id ? updated : reply)),
      })),
    );
  };

  const startReply = (comment: Comment): void => {
    if (!signedIn) {
      openLogin();
      return;
    }
    setReplyTo(comment);
    composer.current?.focus();
  };

  const submit = (): void => {
    if (!signedIn) {
      openLogin();
      return;
    }
    const content = text.trim();
    if (!content) {
      showToast(t('comments.empty'));
      return;
    }
    // Counted in code points, as the server counts.
    if (Array.from(content).length > COMMENT_MAX_LENGTH) {
      showToast(t('comments.tooLong', { count: COMMENT_MAX_LENGTH }));
      return;
    }
    setSending(true);
    api('/people/comment/save.do', commentSchema, {
      method: 'POST',
      auth: true,
      params: { contentId, content, parentId: replyTo?.id },
    })
      .then((saved) => {
        setText('');
        setReplyTo(null);
        if (saved.parentId === '0' || saved.parentId === '') {
          setThreads((current) => [
            { comment: saved, replies: [], repliesShown: false, repliesPage: 0 },
            ...current,
          ]);
          setTotal((n) => n + 1);
        } else {
          setThreads((current) =>
            current.map((item) =>
              item.comment.id === saved.parentId ||
              item.replies.some((reply) => reply.id === saved.parentId)
                ? {
                    ...item,
                    replies: [...item.replies, saved],
                    repliesShown: true,
                    comment: { ...item.comment, replyCount: item.comment.replyCount + 1 },
                  }
                : item,
            ),
          );
        }
      })
      .catch((error: unknown) => {
        // Code 0 was already toasted with the server's reason; other failures say it here.
        if (!(error instanceof ApiRequestError) || (error.code !== 0 && error.code !== 401))
          showToast(t('comments.failed'));
      })
      .finally(() => {
        setSending(false);
      });
  };

  const remove = (comment: Comment): void => {
    api('/people/comment/app/delete.do', z.null(), {
      method: 'POST',
      auth: true,
      params: { id: comment.id },
    })
      .then(() => {
        setThreads((current) =>
          current
            .filter((item) => item.comment.id !== comment.id)
            .map((item) => ({
              ...item,
              replies: item.replies.filter((reply) => reply.id !== comment.id),
            })),
        );
        if (comment.parentId === '0' || comment.parentId === '')
          setTotal((n) => Math.max(0, n - 1));
      })
      .catch(() => undefined)
      .finally(() => {
        setDeleting(null);
      });
  };

  const heading = (
    <h2 id="comments-title" className="section-title">
      {t('comments.title')}
      {commentEnabled && siteAllows ? (
        <span className="count"> {numberFormat(locale).format(total)}</span>
      ) : null}
    </h2>
  );

  if (!commentEnabled || !siteAllows)
    return (
      <section ref={section} className="comments" aria-labelledby="comments-title">
        {heading}
        <p className="comments-off" data-testid="comments-off">
          {t('comments.disabled')}
        </p>
      </section>
    );

  return (
    <section
      ref={section}
      className="comments"
      aria-labelledby="comments-title"
      data-testid="comments"
    >
      {heading}
      <form
        className="composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {replyTo ? (
          <p className="composer-reply">
            {t('comments.replyingTo', { name: replyTo.userName })}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setReplyTo(null);
              }}
            >
              {t('common.cancel')}
            </button>
          </p>
        ) : null}
        <label className="visually-hidden" htmlFor={`composer-${contentId}`}>
          {replyTo ? t('comments.replyingTo', { name: replyTo.userName }) : t('comments.write')}
        </label>
        <textarea
          id={`composer-${contentId}`}
          ref={composer}
          value={text}
          rows={2}
          placeholder={signedIn ? t('comments.write') : t('comments.signInToWrite')}
          onFocus={() => {
            if (!signedIn) openLogin();
          }}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <button type="submit" className="primary" disabled={sending}>
          {t('comments.send')}
        </button>
      </form>
      {threads.length === 0 && !loading && !failed ? (
        <p className="comments-empty">{t('comments.none')}</p>
      ) : null}
      <ul className="comment-list">
        {threads.map((thread) => (
          <li key={thread.comment.id}>
            <CommentView
              comment={thread.comment}
              onReply={startReply}
              onChanged={replace}
              onReport={setReporting}
              onDelete={setDeleting}
            />
            {thread.repliesShown && thread.replies.length > 0 ? (
              <ul className="reply-list">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentView
                      comment={reply}
                      onReply={startReply}
                      onChanged={replace}
                      onReport={setReporting}
                      onDelete={setDeleting}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {thread.comment.replyCount > thread.replies.length ? (
              <button
                type="button"
                className="link-button replies-more"
                onClick={() => {
                  loadReplies(thread);
                }}
              >
                {t('comments.showReplies', {
                  count: thread.comment.replyCount - thread.replies.length,
                })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert">
          {t('common.loadFailed')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              loadPage(page + 1);
            }}
          >
            {t('common.retry')}
          </button>
        </p>
      ) : null}
      {!failed && threads.length < total ? (
        <button
          type="button"
          className="load-more"
          disabled={loading}
          onClick={() => {
            loadPage(page + 1);
          }}
        >
          {t('comments.more')}
        </button>
      ) : null}
      {reporting ? (
        <Suspense fallback={null}>
          <LazyReportSheet
            targetType="comment"
            targetId={reporting.id}
            onClose={() => {
              setReporting(null);
            }}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Sheet
          title={t('comments.deleteConfirm')}
          onClose={() => {
            setDeleting(null);
          }}
        >
          <div className="sheet-actions">
            <button
              type="button"
              onClick={() => {
                setDeleting(null);
              }}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => {
                remove(deleting);
              }}
            >
              {t('comments.delete')}
            </button>
          </div>
        </Sheet>
      ) : null}
    </section>
  );
});
