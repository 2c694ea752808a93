import { forwardRef, Suspense, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { COMMENT_MAX_LENGTH, type Comment } from '@news/contract/accountSchemas';
import { Sheet } from '../../components/detail/Sheet.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { numberFormat } from '@news/contract/intlFormats';
import { openLogin, useSignedIn } from '../../lib/session.ts';
import { loadSiteSwitches } from '../../lib/siteSwitches.ts';
import { LazyReportSheet } from '../interactions/LazyReportSheet.ts';
import { CommentItem } from './CommentItem.tsx';
import type { CommentOrder } from './commentsApi.ts';
import { useComments } from './useComments.ts';
import { FOCUS_COMMENTS_EVENT } from '../../lib/islandProps.ts';

export interface CommentSectionHandle {
  /** Scrolls to the comments and puts the cursor in the composer. */
  focusComposer: () => void;
}

const ORDERS: { order: CommentOrder; label: 'comments.newest' | 'comments.hottest' }[] = [
  { order: 'newest', label: 'comments.newest' },
  { order: 'hottest', label: 'comments.hottest' },
];

/**
 * An item's comments: newest (or hottest) first, ten at a time, replies threaded under their
 * comment, and the composer for a comment or a reply. Signed out the list is read-only and
 * writing opens login. The list's state is `useComments`'; this view keeps only the composer and
 * which sheet is open.
 */
export const CommentSection = forwardRef<
  CommentSectionHandle,
  { contentId: string; commentEnabled: boolean }
>(function CommentSection({ contentId, commentEnabled }, ref) {
  const { t, locale } = useI18n();
  const signedIn = useSignedIn();
  const comments = useComments(contentId, signedIn);
  const { threads, total, status, removing, order } = comments.state;
  const [siteAllows, setSiteAllows] = useState(true);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [sending, setSending] = useState(false);
  const [held, setHeld] = useState('');
  const [reporting, setReporting] = useState<Comment | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const section = useRef<HTMLElement>(null);

  function focusComposer(): void {
    section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    composer.current?.focus({ preventScroll: true });
  }
  useImperativeHandle(ref, () => ({ focusComposer }));
  // The action bar of a server-rendered page is an island of its own: it asks by an event.
  useEffect(() => {
    window.addEventListener(FOCUS_COMMENTS_EVENT, focusComposer);
    return () => {
      window.removeEventListener(FOCUS_COMMENTS_EVENT, focusComposer);
    };
  }, []);

  useEffect(() => {
    void loadSiteSwitches().then((switches) => {
      setSiteAllows(switches.commentEnabled);
    });
  }, []);

  const signedInOr = (act: () => void): void => {
    if (signedIn) act();
    else openLogin();
  };

  const submit = (): void => {
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
    setHeld('');
    void comments.post(content, replyTo?.id).then((outcome) => {
      setSending(false);
      if (outcome === 'failed') return;
      setHeld(outcome === 'posted' ? '' : outcome.notice);
      setText('');
      setReplyTo(null);
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

  const shown = (comment: Comment): boolean => !removing.includes(comment.id);
  const item = (comment: Comment) => (
    <CommentItem
      comment={comment}
      onLike={(liked) => {
        signedInOr(() => {
          comments.toggleLike(liked);
        });
      }}
      onReply={(answered) => {
        signedInOr(() => {
          setReplyTo(answered);
          composer.current?.focus();
        });
      }}
      onReport={(reported) => {
        signedInOr(() => {
          setReporting(reported);
        });
      }}
      onDelete={setDeleting}
    />
  );

  return (
    <section
      ref={section}
      className="comments"
      aria-labelledby="comments-title"
      data-testid="comments"
    >
      {heading}
      <div className="comment-order" role="group" aria-label={t('comments.order')}>
        {ORDERS.map((choice) => (
          <button
            key={choice.order}
            type="button"
            className="link-button"
            aria-pressed={order === choice.order}
            onClick={() => {
              comments.setOrder(choice.order);
            }}
          >
            {t(choice.label)}
          </button>
        ))}
      </div>
      <form
        className="composer"
        onSubmit={(event) => {
          event.preventDefault();
          signedInOr(submit);
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
        <p className="composer-note" aria-live="polite" data-testid="comment-held">
          {held}
        </p>
      </form>
      {threads.length === 0 && status === 'idle' ? (
        <p className="comments-empty">{t('comments.none')}</p>
      ) : null}
      <ul className="comment-list">
        {threads
          .filter((thread) => shown(thread.comment))
          .map((thread) => {
            const replies = thread.replies.filter(shown);
            const unseen = thread.comment.replyCount - thread.replies.length;
            return (
              <li key={thread.comment.id}>
                {item(thread.comment)}
                {replies.length > 0 ? (
                  <ul className="reply-list">
                    {replies.map((reply) => (
                      <li key={reply.id}>{item(reply)}</li>
                    ))}
                  </ul>
                ) : null}
                {unseen > 0 ? (
                  <button
                    type="button"
                    className="link-button replies-more"
                    onClick={() => {
                      comments.loadReplies(thread.comment.id, thread.repliesPage + 1);
                    }}
                  >
                    {t('comments.showReplies', { count: unseen })}
                  </button>
                ) : null}
              </li>
            );
          })}
      </ul>
      {status === 'failed' ? (
        <p role="alert">
          {t('common.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={comments.loadMore}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
      {status !== 'failed' && threads.length < total ? (
        <button
          type="button"
          className="load-more"
          disabled={status === 'loading'}
          onClick={comments.loadMore}
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
                comments.remove(deleting);
                setDeleting(null);
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
