import {
  commentListQuerySchema,
  replyListQuerySchema,
  commentSaveSchema,
  commentIdSchema,
  commentCountQuerySchema,
  attentionCountQuerySchema,
  attentionBodySchema,
  attentionDeleteSchema,
  attentionListQuerySchema,
  reportBodySchema,
  feedbackBodySchema,
  messageReadSchema,
} from '../accountSchemas.ts';
import { pagingSchema } from '../envelope.ts';

/**
 * What each call of `interactionEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const interactionInputs = {
  commentList: { body: commentListQuerySchema },
  peopleCommentReplyList: { body: replyListQuerySchema },
  peopleCommentSave: { body: commentSaveSchema },
  peopleCommentAppList: { body: pagingSchema },
  peopleCommentAppDelete: { body: commentIdSchema },
  commentsLogCommentCount: { body: commentCountQuerySchema },
  commentsLogCommentCountGet: { query: commentCountQuerySchema },
  peopleCommentLikeSave: { body: commentIdSchema },
  peopleCommentLikeDelete: { body: commentIdSchema },
  attentionCollectionAttentionCount: { body: attentionCountQuerySchema },
  attentionCollectionAddShareCount: { body: attentionCountQuerySchema },
  peopleAttentionCollectionLogIsExists: { body: attentionBodySchema },
  peopleAttentionCollectionLogSave: { body: attentionBodySchema },
  peopleAttentionCollectionLogDelete: { body: attentionDeleteSchema },
  peopleAttentionCollectionLogAppList: { body: attentionListQuerySchema },
  accusationCommit: { body: reportBodySchema },
  feedbackSubmitFeedback: { body: feedbackBodySchema },
  peopleMessageList: { query: pagingSchema },
  peopleMessageRead: { body: messageReadSchema },
};
