import type { Comment } from '@news/contract/accountSchemas';
import type { CommentOrder } from './commentsApi.ts';

/** A top-level comment with the replies loaded (or posted) under it so far. */
export interface CommentThread {
  comment: Comment;
  replies: Comment[];
  /** The last page of replies loaded: 0 before the first. */
  repliesPage: number;
}

export interface CommentsState {
  order: CommentOrder;
  threads: CommentThread[];
  /** Top-level comments the item has, on the server. */
  total: number;
  /** The last page of comments loaded: 0 before the first. */
  page: number;
  status: 'loading' | 'idle' | 'failed';
  /** Comments whose deletion is under way: hidden until the server confirms or refuses. */
  removing: string[];
}

export type CommentsAction =
  | { type: 'pageRequested' }
  | {
      type: 'pageLoaded';
      order: CommentOrder;
      pageNo: number;
      rows: Comment[];
      total: number;
    }
  | { type: 'pageFailed' }
  | { type: 'orderChanged'; order: CommentOrder }
  | { type: 'repliesLoaded'; commentId: string; pageNo: number; rows: Comment[]; total: number }
  | { type: 'commentPosted'; comment: Comment }
  | { type: 'likeToggled'; commentId: string }
  | { type: 'likeSettled'; commentId: string; likeCount: number; liked: boolean }
  | { type: 'removeStarted'; comment: Comment }
  | { type: 'removeFailed'; comment: Comment }
  | { type: 'removeConfirmed'; comment: Comment };

export const initialCommentsState: CommentsState = {
  order: 'newest',
  threads: [],
  total: 0,
  page: 0,
  status: 'loading',
  removing: [],
};

/** A top-level comment has no parent ('0', or '' from older rows). */
export function isTopLevel(comment: Comment): boolean {
  return comment.parentId === '0' || comment.parentId === '';
}

/** Applies `change` to the comment or reply with this id, wherever it is. */
function updateComment(
  threads: CommentThread[],
  commentId: string,
  change: (comment: Comment) => Comment,
): CommentThread[] {
  return threads.map((thread) => ({
    ...thread,
    comment: thread.comment.id === commentId ? change(thread.comment) : thread.comment,
    replies: thread.replies.map((reply) => (reply.id === commentId ? change(reply) : reply)),
  }));
}

/**
 * An item's comment list: pages of top-level comments in the chosen order, replies threaded
 * under them, and the reader's own changes shown at once — a like before the server confirms it
 * (settled with the server's count, or toggled back on failure), a deletion hidden while it is
 * under way (restored if the server refuses).
 */
export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case 'pageRequested':
      return { ...state, status: 'loading' };
    case 'pageLoaded': {
      // An answer for the order the reader has just left is not this list's.
      if (action.order !== state.order) return state;
      const known = new Set(state.threads.map((thread) => thread.comment.id));
      const fresh = action.rows
        // A comment posted since the last page moves the rest down a place: no twice-shown rows.
        .filter((comment) => action.pageNo === 1 || !known.has(comment.id))
        .map((comment) => ({ comment, replies: [], repliesPage: 0 }));
      return {
        ...state,
        threads: action.pageNo === 1 ? fresh : [...state.threads, ...fresh],
        total: action.total,
        page: action.pageNo,
        status: 'idle',
      };
    }
    case 'pageFailed':
      return { ...state, status: 'failed' };
    case 'orderChanged':
      return { ...initialCommentsState, order: action.order };
    case 'repliesLoaded':
      return {
        ...state,
        threads: state.threads.map((thread) =>
          thread.comment.id === action.commentId
            ? {
                comment: { ...thread.comment, replyCount: action.total },
                replies:
                  action.pageNo === 1
                    ? action.rows
                    : [
                        ...thread.replies,
                        ...action.rows.filter(
                          (row) => !thread.replies.some((reply) => reply.id === row.id),
                        ),
                      ],
                repliesPage: action.pageNo,
              }
            : thread,
        ),
      };
    case 'commentPosted': {
      const posted = action.comment;
      if (isTopLevel(posted))
        return {
          ...state,
          threads: [{ comment: posted, replies: [], repliesPage: 0 }, ...state.threads],
          total: state.total + 1,
        };
      // A reply to a reply joins the thread of the comment it answers.
      return {
        ...state,
        threads: state.threads.map((thread) =>
          thread.comment.id === posted.parentId ||
          thread.replies.some((reply) => reply.id === posted.parentId)
            ? {
                ...thread,
                comment: { ...thread.comment, replyCount: thread.comment.replyCount + 1 },
                replies: [...thread.replies, posted],
              }
            : thread,
        ),
      };
    }
    case 'likeToggled':
      return {
        ...state,
        threads: updateComment(state.threads, action.commentId, (comment) => ({
          ...comment,
          liked: !comment.liked,
          likeCount: Math.max(0, comment.likeCount + (comment.liked ? -1 : 1)),
        })),
      };
    case 'likeSettled':
      return {
        ...state,
        threads: updateComment(state.threads, action.commentId, (comment) => ({
          ...comment,
          liked: action.liked,
          likeCount: action.likeCount,
        })),
      };
    case 'removeStarted':
      return { ...state, removing: [...state.removing, action.comment.id] };
    case 'removeFailed':
      return { ...state, removing: state.removing.filter((id) => id !== action.comment.id) };
    case 'removeConfirmed': {
      const id = action.comment.id;
      return {
        ...state,
        removing: state.removing.filter((removing) => removing !== id),
        total: isTopLevel(action.comment) ? Math.max(0, state.total - 1) : state.total,
        threads: state.threads
          .filter((thread) => thread.comment.id !== id)
          .map((thread) => {
            const replies = thread.replies.filter((reply) => reply.id !== id);
            return replies.length === thread.replies.length
              ? thread
              : {
                  ...thread,
                  replies,
                  comment: {
                    ...thread.comment,
                    replyCount: Math.max(0, thread.comment.replyCount - 1),
                  },
                };
          }),
      };
    }
  }
}
