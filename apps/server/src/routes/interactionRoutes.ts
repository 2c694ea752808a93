import { z } from 'zod';
import {
  attentionBodySchema,
  attentionCountQuerySchema,
  attentionCountSchema,
  attentionDeleteSchema,
  attentionListQuerySchema,
  commentCountQuerySchema,
  commentCountSchema,
  commentIdSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSavedSchema,
  commentSaveSchema,
  existsSchema,
  feedbackBodySchema,
  messagePageSchema,
  messageReadSchema,
  myCommentPageSchema,
  replyListQuerySchema,
  reportBodySchema,
  shareCountSchema,
} from '@news/contract/accountSchemas';
import { contentPageSchema } from '@news/contract/contentSchemas';
import { pagingSchema } from '@news/contract/envelope';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';
import { translate } from '../i18n/serverMessages.ts';

import { commentLikeResultSchema as commentLikeResult } from '@news/contract/accountSchemas';

export function interactionRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/comment/list.do',
      summary: 'Top-level comments of an item with reply counts, newest or hottest first',
      tag: 'comments',
      auth: 'optional',
      body: commentListQuerySchema,
      response: commentPageSchema,
      handler: ({ site, user, body }) =>
        s.comments.list(site, body.contentId, body.order, body, user),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/comment/reply/list.do',
      summary: 'Replies in a comment’s thread, oldest first',
      tag: 'comments',
      auth: 'optional',
      body: replyListQuerySchema,
      response: commentPageSchema,
      handler: ({ site, user, body }) => s.comments.replies(site, body.commentId, body, user),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/comment/save.do',
      limits: ['comment.address'],
      changesPublicReads: true,
      summary:
        'Post a comment, or a reply with parentId; awaitingReview says it waits for a moderator',
      tag: 'comments',
      auth: 'required',
      body: commentSaveSchema,
      response: commentSavedSchema,
      successMessageFor: (saved) => (saved.awaitingReview ? 'ok.commentAwaitsReview' : 'ok'),
      handler: async ({ site, user, body }) => {
        const saved = await s.comments.save(site, user, body);
        // What the reader is told when the comment waits: the server's words, in the site's language.
        const notice = saved.awaitingReview ? translate(site.lang, 'ok.commentAwaitsReview') : '';
        return { ...saved, notice };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/people/comment/app/list.do',
      summary: 'My comments, newest first',
      tag: 'comments',
      auth: 'required',
      body: pagingSchema,
      response: myCommentPageSchema,
      handler: ({ user, body }) => s.comments.mine(user, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/comment/app/delete.do',
      changesPublicReads: true,
      summary: 'Delete one of my comments',
      tag: 'comments',
      auth: 'required',
      body: commentIdSchema,
      response: z.null(),
      handler: ({ user, body }) => s.comments.remove(user, body.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/commentsLog/commentCount',
      summary: 'How many visible comments an item has',
      tag: 'comments',
      body: commentCountQuerySchema,
      response: commentCountSchema,
      handler: ({ site, body }) => s.comments.count(site, body.contentId),
    }),
    defineRoute({
      method: 'GET',
      path: '/commentsLog/commentCount',
      summary:
        'How many visible comments an item has, as a public read (shared caches keep it until a comment changes it)',
      tag: 'comments',
      cache: true,
      query: commentCountQuerySchema,
      response: commentCountSchema,
      handler: ({ site, query }) => s.comments.count(site, query.contentId),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/comment/like/save.do',
      summary: 'Like a comment (idempotent)',
      tag: 'comments',
      auth: 'required',
      body: commentIdSchema,
      response: commentLikeResult,
      handler: ({ site, user, body }) => s.comments.like(site, user, body.id, true),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/comment/like/delete.do',
      summary: 'Take back a comment like (idempotent)',
      tag: 'comments',
      auth: 'required',
      body: commentIdSchema,
      response: commentLikeResult,
      handler: ({ site, user, body }) => s.comments.like(site, user, body.id, false),
    }),
    defineRoute({
      method: 'POST',
      path: '/attention/collection/attentionCount.do',
      summary:
        'An item’s like, collection, share and comment counts, and whether I liked or collected it',
      tag: 'attention',
      auth: 'optional',
      body: attentionCountQuerySchema,
      response: attentionCountSchema,
      handler: ({ site, user, body }) => s.interactions.counts(site, body.contentId, user),
    }),
    defineRoute({
      method: 'POST',
      path: '/attention/collection/addShareCount.do',
      changesPublicReads: true,
      summary: 'Counts a share of an item (once per reader, or address, and item a day)',
      tag: 'attention',
      auth: 'optional',
      body: attentionCountQuerySchema,
      response: shareCountSchema,
      async handler({ site, user, body, request, unchanged }) {
        const share = await s.interactions.addShare(site, body.contentId, {
          readerId: user?.id,
          address: request.ip,
        });
        // Counted already: nothing readers see changed, so no cache is emptied for it.
        if (!share.counted) unchanged();
        return { shareCount: share.shareCount };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/people/attention/collectionLog/isExists.do',
      summary: 'Whether I liked or collected an item',
      tag: 'attention',
      auth: 'required',
      body: attentionBodySchema,
      response: existsSchema,
      handler: ({ site, user, body }) =>
        s.interactions.exists(site, user, body.contentId, body.type),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/attention/collectionLog/save.do',
      changesPublicReads: true,
      summary: 'Like or collect an item (idempotent)',
      tag: 'attention',
      auth: 'required',
      body: attentionBodySchema,
      response: attentionCountSchema,
      handler: ({ site, user, body }) =>
        s.interactions.set(site, user, body.contentId, body.type, true),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/attention/collectionLog/delete.do',
      changesPublicReads: true,
      summary: 'Take back likes or collections of one item (contentId) or several (contentIds)',
      tag: 'attention',
      auth: 'required',
      body: attentionDeleteSchema,
      response: z.null(),
      handler: ({ site, user, body }) =>
        s.interactions.removeMany(
          site,
          user,
          [...(body.contentIds ?? []), ...(body.contentId ? [body.contentId] : [])],
          body.type,
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/attention/collectionLog/app/list.do',
      summary: 'My likes or collections, newest first',
      tag: 'attention',
      auth: 'required',
      body: attentionListQuerySchema,
      response: contentPageSchema,
      handler: ({ site, user, body }) => s.interactions.list(site, user, body.type, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/accusation/commit',
      limits: ['report.reader'],
      summary: 'Report an item or a comment for one of the 12 reasons (once per target)',
      tag: 'reports',
      auth: 'required',
      body: reportBodySchema,
      response: z.null(),
      handler: ({ site, user, body }) => s.interactions.report(site, user, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/feedback/submitFeedback',
      limits: ['feedback.address'],
      summary: 'Send feedback (content required, contact optional)',
      tag: 'reports',
      auth: 'optional',
      body: feedbackBodySchema,
      response: z.null(),
      handler: ({ site, user, body }) => s.interactions.feedback(site, user, body),
    }),
    defineRoute({
      method: 'GET',
      path: '/people/message/list.do',
      summary:
        'My messages (replies, likes of my comments, review results, notices) with the unread count',
      tag: 'people',
      auth: 'required',
      query: pagingSchema,
      response: messagePageSchema,
      handler: ({ user, query }) => s.interactions.messages(user, query),
    }),
    defineRoute({
      method: 'POST',
      path: '/people/message/read.do',
      summary: 'Mark my messages read (the ids given, or all)',
      tag: 'people',
      auth: 'required',
      body: messageReadSchema,
      response: z.null(),
      handler: ({ user, body }) => s.interactions.markRead(user, body.ids),
    }),
  ];
}
