import { z } from 'zod/mini';
import {
  commentLikeResultSchema,
  commentPageSchema,
  commentSavedSchema,
  type Comment,
} from '@news/contract/accountSchemas';
import { api } from '../../lib/apiClient.ts';

/** Comments and replies come ten at a time. */
export const COMMENT_PAGE_SIZE = 10;

export type CommentOrder = 'newest' | 'hottest';

/*
 * The comment calls (docs/api.md, Interactions), each parsed with its contract schema. Reading needs no
 * sign-in (a signed-in reader also learns which comments are theirs and which they liked);
 * writing does, and a refusal is toasted by the API client with the server's reason.
 */

/** One page of an item's top-level comments. */
export function fetchComments(contentId: string, pageNo: number, order: CommentOrder) {
  return api('/comment/list.do', commentPageSchema, {
    method: 'POST',
    params: { contentId, pageNo, pageSize: COMMENT_PAGE_SIZE, order },
    quiet: true,
  });
}

/** One page of the replies in a comment's thread, oldest first. */
export function fetchReplies(commentId: string, pageNo: number) {
  return api('/people/comment/reply/list.do', commentPageSchema, {
    method: 'POST',
    params: { commentId, pageNo, pageSize: COMMENT_PAGE_SIZE },
  });
}

/**
 * Posts a comment, or a reply when `parentId` names the comment answered; the answer says
 * whether it waits for a moderator before readers see it.
 */
export function saveComment(contentId: string, content: string, parentId: string | undefined) {
  return api('/people/comment/save.do', commentSavedSchema, {
    method: 'POST',
    auth: true,
    params: { contentId, content, parentId },
  });
}

/** Likes a comment, or takes the like back; the answer is the comment's new like state. */
export function setCommentLike(comment: Comment, liked: boolean) {
  return api(
    liked ? '/people/comment/like/save.do' : '/people/comment/like/delete.do',
    commentLikeResultSchema,
    { method: 'POST', auth: true, params: { id: comment.id } },
  );
}

/** Deletes one of the reader's own comments or replies. */
export function deleteComment(commentId: string) {
  return api('/people/comment/app/delete.do', z.null(), {
    method: 'POST',
    auth: true,
    params: { id: commentId },
  });
}
