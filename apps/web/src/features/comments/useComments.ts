import { useCallback, useEffect, useReducer } from 'react';
import type { Comment } from '@news/contract/accountSchemas';
import { showFailure } from '../../components/showFailure.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import {
  deleteComment,
  fetchComments,
  fetchReplies,
  saveComment,
  setCommentLike,
  type CommentOrder,
} from './commentsApi.ts';
import { commentsReducer, initialCommentsState, type CommentsState } from './commentsReducer.ts';

/** Posted (shown in the list), refused, or held for a moderator: what the reader is told then. */
export type PostOutcome = 'posted' | 'failed' | { notice: string };

export interface CommentsControl {
  state: CommentsState;
  /** The next page (or the failed one again). */
  loadMore: () => void;
  setOrder: (order: CommentOrder) => void;
  loadReplies: (commentId: string, nextPage: number) => void;
  /**
   * Resolves with what became of the comment: shown in the list, held for a moderator (shown to
   * nobody yet), or refused. The composer empties unless it failed.
   */
  post: (content: string, parentId: string | undefined) => Promise<PostOutcome>;
  toggleLike: (comment: Comment) => void;
  remove: (comment: Comment) => void;
}

/**
 * An item's comments: one function per call, each putting what it changed into the list at
 * once (the reducer), so nothing is fetched again after a write. `reloadKey` starts again from
 * the first page when it changes (signing in changes `liked` and `mine` on every comment).
 */
export function useComments(contentId: string, reloadKey: unknown): CommentsControl {
  const { t } = useI18n();
  const [state, dispatch] = useReducer(commentsReducer, initialCommentsState);
  const { order, page, status } = state;

  const loadPage = useCallback(
    (pageNo: number, pageOrder: CommentOrder) => {
      dispatch({ type: 'pageRequested' });
      fetchComments(contentId, pageNo, pageOrder).then(
        (result) => {
          dispatch({
            type: 'pageLoaded',
            order: pageOrder,
            pageNo,
            rows: result.rows,
            total: result.total,
          });
        },
        // The list says so with a retry in place of "more comments".
        () => {
          dispatch({ type: 'pageFailed' });
        },
      );
    },
    [contentId],
  );

  useEffect(() => {
    loadPage(1, order);
  }, [loadPage, order, reloadKey]);

  const failed = t('common.requestFailed');
  return {
    state,
    loadMore: () => {
      if (status !== 'loading') loadPage(page + 1, order);
    },
    setOrder: (next) => {
      if (next !== order) dispatch({ type: 'orderChanged', order: next });
    },
    loadReplies: (commentId, nextPage) => {
      fetchReplies(commentId, nextPage).then(
        (result) => {
          dispatch({
            type: 'repliesLoaded',
            commentId,
            pageNo: nextPage,
            rows: result.rows,
            total: result.total,
          });
        },
        (error: unknown) => {
          showFailure(error, failed);
        },
      );
    },
    post: (content, parentId) =>
      saveComment(contentId, content, parentId).then(
        ({ awaitingReview, notice, ...saved }): PostOutcome => {
          // A held comment is not in anyone's list until a moderator approves it.
          if (awaitingReview) return { notice };
          dispatch({ type: 'commentPosted', comment: saved });
          return 'posted';
        },
        (error: unknown): PostOutcome => {
          showFailure(error, t('comments.failed'));
          return 'failed';
        },
      ),
    toggleLike: (comment) => {
      dispatch({ type: 'likeToggled', commentId: comment.id });
      setCommentLike(comment, !comment.liked).then(
        (result) => {
          dispatch({ type: 'likeSettled', commentId: comment.id, ...result });
        },
        (error: unknown) => {
          dispatch({ type: 'likeToggled', commentId: comment.id });
          showFailure(error, failed);
        },
      );
    },
    remove: (comment) => {
      dispatch({ type: 'removeStarted', comment });
      deleteComment(comment.id).then(
        () => {
          dispatch({ type: 'removeConfirmed', comment });
        },
        (error: unknown) => {
          dispatch({ type: 'removeFailed', comment });
          showFailure(error, failed);
        },
      );
    },
  };
}
