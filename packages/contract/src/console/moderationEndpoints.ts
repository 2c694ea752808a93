/*
 * The moderation calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { getModerationCounts } from './moderation/getModerationCounts.ts';
export { getRegistrations } from './moderation/getRegistrations.ts';
export { postRegistrationsApprove } from './moderation/postRegistrationsApprove.ts';
export { postRegistrationsReject } from './moderation/postRegistrationsReject.ts';
export { getComments } from './moderation/getComments.ts';
export { postCommentsActions } from './moderation/postCommentsActions.ts';
export { getModerationSettingsBySite } from './moderation/getModerationSettingsBySite.ts';
export { putModerationSettingsBySite } from './moderation/putModerationSettingsBySite.ts';
export { putModerationItemsById } from './moderation/putModerationItemsById.ts';
export { getReports } from './moderation/getReports.ts';
export { postReportsActions } from './moderation/postReportsActions.ts';
export { getFeedback } from './moderation/getFeedback.ts';
export { postFeedbackActions } from './moderation/postFeedbackActions.ts';
export { postFeedbackByIdAnswer } from './moderation/postFeedbackByIdAnswer.ts';
export { getDeactivations } from './moderation/getDeactivations.ts';
export { postDeactivationsProcess } from './moderation/postDeactivationsProcess.ts';
