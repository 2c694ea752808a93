import {
  siteQuerySchema,
  registrationQuerySchema,
  idsBodySchema,
  rejectBodySchema,
  commentQueueQuerySchema,
  commentActionBodySchema,
  moderationSettingsBodySchema,
  itemPremoderationBodySchema,
  reportQuerySchema,
  reportActionBodySchema,
  feedbackQuerySchema,
  feedbackActionBodySchema,
  feedbackAnswerBodySchema,
  deactivationQuerySchema,
} from './moderationSchemas.ts';
import { idParamsSchema, siteParamsSchema } from './consoleParams.ts';

/**
 * What each call of `moderationEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const moderationInputs = {
  getModerationCounts: { query: siteQuerySchema },
  getRegistrations: { query: registrationQuerySchema },
  postRegistrationsApprove: { body: idsBodySchema },
  postRegistrationsReject: { body: rejectBodySchema },
  getComments: { query: commentQueueQuerySchema },
  postCommentsActions: { body: commentActionBodySchema },
  getModerationSettingsBySite: { params: siteParamsSchema },
  putModerationSettingsBySite: { params: siteParamsSchema, body: moderationSettingsBodySchema },
  putModerationItemsById: { params: idParamsSchema, body: itemPremoderationBodySchema },
  getReports: { query: reportQuerySchema },
  postReportsActions: { body: reportActionBodySchema },
  getFeedback: { query: feedbackQuerySchema },
  postFeedbackActions: { body: feedbackActionBodySchema },
  postFeedbackByIdAnswer: { params: idParamsSchema, body: feedbackAnswerBodySchema },
  getDeactivations: { query: deactivationQuerySchema },
  postDeactivationsProcess: { body: idsBodySchema },
};
