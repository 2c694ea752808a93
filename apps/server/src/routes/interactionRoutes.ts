import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';
import { translate } from '../i18n/serverMessages.ts';
import {
  commentList,
  peopleCommentReplyList,
  peopleCommentSave,
  peopleCommentAppList,
  peopleCommentAppDelete,
  commentsLogCommentCount,
  commentsLogCommentCountGet,
  peopleCommentLikeSave,
  peopleCommentLikeDelete,
  attentionCollectionAttentionCount,
  attentionCollectionAddShareCount,
  peopleAttentionCollectionLogIsExists,
  peopleAttentionCollectionLogSave,
  peopleAttentionCollectionLogDelete,
  peopleAttentionCollectionLogAppList,
  accusationCommit,
  feedbackSubmitFeedback,
  peopleMessageList,
  peopleMessageRead,
} from '@news/contract/endpoints/interactionEndpoints';

export function interactionRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute(commentList, {
      readOnly: true,
      summary: 'Top-level comments of an item with reply counts, newest or hottest first',
      tag: 'comments',
      auth: 'optional',
      handler: ({ site, user, body }) =>
        s.comments.list(site, body.contentId, body.order, body, user),
    }),
    defineRoute(peopleCommentReplyList, {
      readOnly: true,
      summary: 'Replies in a comment’s thread, oldest first',
      tag: 'comments',
      auth: 'optional',
      handler: ({ site, user, body }) => s.comments.replies(site, body.commentId, body, user),
    }),
    defineRoute(peopleCommentSave, {
      limits: ['comment.address'],
      changesPublicReads: true,
      summary:
        'Post a comment, or a reply with parentId; awaitingReview says it waits for a moderator',
      tag: 'comments',
      auth: 'required',
      successMessageFor: (saved) => (saved.awaitingReview ? 'ok.commentAwaitsReview' : 'ok'),
      handler: async ({ site, user, body }) => {
        const saved = await s.comments.save(site, user, body);
        // What the reader is told when the comment waits: the server's words, in the site's language.
        const notice = saved.awaitingReview ? translate(site.lang, 'ok.commentAwaitsReview') : '';
        return { ...saved, notice };
      },
    }),
    defineRoute(peopleCommentAppList, {
      summary: 'My comments, newest first',
      tag: 'comments',
      auth: 'required',
      handler: ({ user, body }) => s.comments.mine(user, body),
    }),
    defineRoute(peopleCommentAppDelete, {
      changesPublicReads: true,
      summary: 'Delete one of my comments',
      tag: 'comments',
      auth: 'required',
      handler: ({ user, body }) => s.comments.remove(user, body.id),
    }),
    defineRoute(commentsLogCommentCount, {
      readOnly: true,
      summary: 'How many visible comments an item has',
      tag: 'comments',
      handler: ({ site, body }) => s.comments.count(site, body.contentId),
    }),
    defineRoute(commentsLogCommentCountGet, {
      summary:
        'How many visible comments an item has, as a public read (shared caches keep it until a comment changes it)',
      tag: 'comments',
      cache: true,
      handler: ({ site, query }) => s.comments.count(site, query.contentId),
    }),
    defineRoute(peopleCommentLikeSave, {
      summary: 'Like a comment (idempotent)',
      tag: 'comments',
      auth: 'required',
      handler: ({ site, user, body }) => s.comments.like(site, user, body.id, true),
    }),
    defineRoute(peopleCommentLikeDelete, {
      summary: 'Take back a comment like (idempotent)',
      tag: 'comments',
      auth: 'required',
      handler: ({ site, user, body }) => s.comments.like(site, user, body.id, false),
    }),
    defineRoute(attentionCollectionAttentionCount, {
      readOnly: true,
      summary:
        'An item’s like, collection, share and comment counts, and whether I liked or collected it',
      tag: 'attention',
      auth: 'optional',
      handler: ({ site, user, body }) => s.interactions.counts(site, body.contentId, user),
    }),
    defineRoute(attentionCollectionAddShareCount, {
      limits: ['share.address'],
      changesPublicReads: true,
      summary: 'Counts a share of an item (once per reader, or address, and item a day)',
      tag: 'attention',
      auth: 'optional',
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
    defineRoute(peopleAttentionCollectionLogIsExists, {
      summary: 'Whether I liked or collected an item',
      tag: 'attention',
      auth: 'required',
      handler: ({ site, user, body }) =>
        s.interactions.exists(site, user, body.contentId, body.type),
    }),
    defineRoute(peopleAttentionCollectionLogSave, {
      changesPublicReads: true,
      summary: 'Like or collect an item (idempotent)',
      tag: 'attention',
      auth: 'required',
      handler: ({ site, user, body }) =>
        s.interactions.set(site, user, body.contentId, body.type, true),
    }),
    defineRoute(peopleAttentionCollectionLogDelete, {
      changesPublicReads: true,
      summary: 'Take back likes or collections of one item (contentId) or several (contentIds)',
      tag: 'attention',
      auth: 'required',
      handler: ({ site, user, body }) =>
        s.interactions.removeMany(
          site,
          user,
          [...(body.contentIds ?? []), ...(body.contentId ? [body.contentId] : [])],
          body.type,
        ),
    }),
    defineRoute(peopleAttentionCollectionLogAppList, {
      summary: 'My likes or collections, newest first',
      tag: 'attention',
      auth: 'required',
      handler: ({ site, user, body }) => s.interactions.list(site, user, body.type, body),
    }),
    defineRoute(accusationCommit, {
      limits: ['report.reader'],
      summary: 'Report an item or a comment for one of the 12 reasons (once per target)',
      tag: 'reports',
      auth: 'required',
      handler: ({ site, user, body }) => s.interactions.report(site, user, body),
    }),
    defineRoute(feedbackSubmitFeedback, {
      limits: ['feedback.address'],
      summary: 'Send feedback (content required, contact optional)',
      tag: 'reports',
      auth: 'optional',
      handler: ({ site, user, body }) => s.interactions.feedback(site, user, body),
    }),
    defineRoute(peopleMessageList, {
      summary:
        'My messages (replies, likes of my comments, review results, notices) with the unread count',
      tag: 'people',
      auth: 'required',
      handler: ({ user, query }) => s.interactions.messages(user, query),
    }),
    defineRoute(peopleMessageRead, {
      summary: 'Mark my messages read (the ids given, or all)',
      tag: 'people',
      auth: 'required',
      handler: ({ user, body }) => s.interactions.markRead(user, body.ids),
    }),
  ];
}
