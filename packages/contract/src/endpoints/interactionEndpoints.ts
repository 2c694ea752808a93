/*
 * The interaction calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { commentList } from './interaction/commentList.ts';
export { peopleCommentReplyList } from './interaction/peopleCommentReplyList.ts';
export { peopleCommentSave } from './interaction/peopleCommentSave.ts';
export { peopleCommentAppList } from './interaction/peopleCommentAppList.ts';
export { peopleCommentAppDelete } from './interaction/peopleCommentAppDelete.ts';
export { commentsLogCommentCount } from './interaction/commentsLogCommentCount.ts';
export { commentsLogCommentCountGet } from './interaction/commentsLogCommentCountGet.ts';
export { peopleCommentLikeSave } from './interaction/peopleCommentLikeSave.ts';
export { peopleCommentLikeDelete } from './interaction/peopleCommentLikeDelete.ts';
export { attentionCollectionAttentionCount } from './interaction/attentionCollectionAttentionCount.ts';
export { attentionCollectionAddShareCount } from './interaction/attentionCollectionAddShareCount.ts';
export { peopleAttentionCollectionLogIsExists } from './interaction/peopleAttentionCollectionLogIsExists.ts';
export { peopleAttentionCollectionLogSave } from './interaction/peopleAttentionCollectionLogSave.ts';
export { peopleAttentionCollectionLogDelete } from './interaction/peopleAttentionCollectionLogDelete.ts';
export { peopleAttentionCollectionLogAppList } from './interaction/peopleAttentionCollectionLogAppList.ts';
export { accusationCommit } from './interaction/accusationCommit.ts';
export { feedbackSubmitFeedback } from './interaction/feedbackSubmitFeedback.ts';
export { peopleMessageList } from './interaction/peopleMessageList.ts';
export { peopleMessageRead } from './interaction/peopleMessageRead.ts';
