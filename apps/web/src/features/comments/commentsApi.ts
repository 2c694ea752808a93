import { commentList } from '@news/contract/endpoints/interaction/commentList';
import { peopleCommentAppDelete } from '@news/contract/endpoints/interaction/peopleCommentAppDelete';
import { peopleCommentLikeDelete } from '@news/contract/endpoints/interaction/peopleCommentLikeDelete';
import { peopleCommentLikeSave } from '@news/contract/endpoints/interaction/peopleCommentLikeSave';
import { peopleCommentReplyList } from '@news/contract/endpoints/interaction/peopleCommentReplyList';
import { peopleCommentSave } from '@news/contract/endpoints/interaction/peopleCommentSave';
import type { Comment } from '@news/contract/accountSchemas';
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
  return api(commentList, {
    params: { contentId, pageNo, pageSize: COMMENT_PAGE_SIZE, order },
    quiet: true,
  });
}

/** One page of the replies in a comment's thread, oldest first. */
export function fetchReplies(commentId: string, pageNo: number) {
  return api(peopleCommentReplyList, {
    params: { commentId, pageNo, pageSize: COMMENT_PAGE_SIZE },
  });
}

/**
 * Posts a comment, or a reply when `parentId` names the comment answered; the answer says
 * whether it waits for a moderator before readers see it.
 */
export function saveComment(contentId: string, content: string, parentId: string | undefined) {
  return api(peopleCommentSave, { auth: true, params: { contentId, content, parentId } });
}

/** Likes a comment, or takes the like back; the answer is the comment's new like state. */
export function setCommentLike(comment: Comment, liked: boolean) {
  return api(liked ? peopleCommentLikeSave : peopleCommentLikeDelete, {
    auth: true,
    params: { id: comment.id },
  });
}

/** Deletes one of the reader's own comments or replies. */
export function deleteComment(commentId: string) {
  return api(peopleCommentAppDelete, { auth: true, params: { id: commentId } });
}
