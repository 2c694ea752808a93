import { z } from 'zod/mini';
import {
  commentListQuerySchema,
  commentPageSchema,
  replyListQuerySchema,
  commentSaveSchema,
  commentSavedSchema,
  myCommentPageSchema,
  commentIdSchema,
  commentCountQuerySchema,
  commentCountSchema,
  commentLikeResultSchema,
  attentionCountQuerySchema,
  attentionCountSchema,
  shareCountSchema,
  attentionBodySchema,
  existsSchema,
  attentionDeleteSchema,
  attentionListQuerySchema,
  reportBodySchema,
  feedbackBodySchema,
  messagePageSchema,
  messageReadSchema,
} from '../accountSchemas.ts';
import { pagingSchema } from '../envelope.ts';
import { contentPageSchema } from '../contentSchemas.ts';
import type { ReaderEndpoint } from '../endpoint.ts';

export const commentList = {
  method: 'POST',
  path: '/comment/list.do',
  body: commentListQuerySchema,
  response: commentPageSchema,
} as const satisfies ReaderEndpoint;

export const peopleCommentReplyList = {
  method: 'POST',
  path: '/people/comment/reply/list.do',
  body: replyListQuerySchema,
  response: commentPageSchema,
} as const satisfies ReaderEndpoint;

export const peopleCommentSave = {
  method: 'POST',
  path: '/people/comment/save.do',
  body: commentSaveSchema,
  response: commentSavedSchema,
} as const satisfies ReaderEndpoint;

export const peopleCommentAppList = {
  method: 'POST',
  path: '/people/comment/app/list.do',
  body: pagingSchema,
  response: myCommentPageSchema,
} as const satisfies ReaderEndpoint;

export const peopleCommentAppDelete = {
  method: 'POST',
  path: '/people/comment/app/delete.do',
  body: commentIdSchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const commentsLogCommentCount = {
  method: 'POST',
  path: '/commentsLog/commentCount',
  body: commentCountQuerySchema,
  response: commentCountSchema,
} as const satisfies ReaderEndpoint;

export const commentsLogCommentCountGet = {
  method: 'GET',
  path: '/commentsLog/commentCount',
  query: commentCountQuerySchema,
  response: commentCountSchema,
} as const satisfies ReaderEndpoint;

export const peopleCommentLikeSave = {
  method: 'POST',
  path: '/people/comment/like/save.do',
  body: commentIdSchema,
  response: commentLikeResultSchema,
} as const satisfies ReaderEndpoint;

export const peopleCommentLikeDelete = {
  method: 'POST',
  path: '/people/comment/like/delete.do',
  body: commentIdSchema,
  response: commentLikeResultSchema,
} as const satisfies ReaderEndpoint;

export const attentionCollectionAttentionCount = {
  method: 'POST',
  path: '/attention/collection/attentionCount.do',
  body: attentionCountQuerySchema,
  response: attentionCountSchema,
} as const satisfies ReaderEndpoint;

export const attentionCollectionAddShareCount = {
  method: 'POST',
  path: '/attention/collection/addShareCount.do',
  body: attentionCountQuerySchema,
  response: shareCountSchema,
} as const satisfies ReaderEndpoint;

export const peopleAttentionCollectionLogIsExists = {
  method: 'POST',
  path: '/people/attention/collectionLog/isExists.do',
  body: attentionBodySchema,
  response: existsSchema,
} as const satisfies ReaderEndpoint;

export const peopleAttentionCollectionLogSave = {
  method: 'POST',
  path: '/people/attention/collectionLog/save.do',
  body: attentionBodySchema,
  response: attentionCountSchema,
} as const satisfies ReaderEndpoint;

export const peopleAttentionCollectionLogDelete = {
  method: 'POST',
  path: '/people/attention/collectionLog/delete.do',
  body: attentionDeleteSchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const peopleAttentionCollectionLogAppList = {
  method: 'POST',
  path: '/people/attention/collectionLog/app/list.do',
  body: attentionListQuerySchema,
  response: contentPageSchema,
} as const satisfies ReaderEndpoint;

export const accusationCommit = {
  method: 'POST',
  path: '/accusation/commit',
  body: reportBodySchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const feedbackSubmitFeedback = {
  method: 'POST',
  path: '/feedback/submitFeedback',
  body: feedbackBodySchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const peopleMessageList = {
  method: 'GET',
  path: '/people/message/list.do',
  query: pagingSchema,
  response: messagePageSchema,
} as const satisfies ReaderEndpoint;

export const peopleMessageRead = {
  method: 'POST',
  path: '/people/message/read.do',
  body: messageReadSchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;
