import { z } from 'zod/mini';
import {
  siteQuerySchema,
  queueCountsSchema,
  registrationQuerySchema,
  registrationPageSchema,
  idsBodySchema,
  actionResultSchema,
  rejectBodySchema,
  commentQueueQuerySchema,
  commentQueuePageSchema,
  commentActionBodySchema,
  moderationSettingsSchema,
  moderationSettingsBodySchema,
  itemPremoderationBodySchema,
  reportQuerySchema,
  reportPageSchema,
  reportActionBodySchema,
  feedbackQuerySchema,
  feedbackPageSchema,
  feedbackActionBodySchema,
  feedbackAnswerBodySchema,
  feedbackSchema,
  deactivationQuerySchema,
  deactivationPageSchema,
} from './moderationSchemas.ts';
import { idParamsSchema, siteParamsSchema } from './consoleParams.ts';
import type { Endpoint } from '../endpoint.ts';

export const getModerationCounts = {
  method: 'GET',
  path: '/moderation/counts',
  query: siteQuerySchema,
  response: queueCountsSchema,
} as const satisfies Endpoint;

export const getRegistrations = {
  method: 'GET',
  path: '/registrations',
  query: registrationQuerySchema,
  response: registrationPageSchema,
} as const satisfies Endpoint;

export const postRegistrationsApprove = {
  method: 'POST',
  path: '/registrations/approve',
  body: idsBodySchema,
  response: actionResultSchema,
} as const satisfies Endpoint;

export const postRegistrationsReject = {
  method: 'POST',
  path: '/registrations/reject',
  body: rejectBodySchema,
  response: actionResultSchema,
} as const satisfies Endpoint;

export const getComments = {
  method: 'GET',
  path: '/comments',
  query: commentQueueQuerySchema,
  response: commentQueuePageSchema,
} as const satisfies Endpoint;

export const postCommentsActions = {
  method: 'POST',
  path: '/comments/actions',
  body: commentActionBodySchema,
  response: actionResultSchema,
} as const satisfies Endpoint;

export const getModerationSettingsBySite = {
  method: 'GET',
  path: '/moderation/settings/:site',
  params: siteParamsSchema,
  response: moderationSettingsSchema,
} as const satisfies Endpoint;

export const putModerationSettingsBySite = {
  method: 'PUT',
  path: '/moderation/settings/:site',
  params: siteParamsSchema,
  body: moderationSettingsBodySchema,
  response: moderationSettingsSchema,
} as const satisfies Endpoint;

export const putModerationItemsById = {
  method: 'PUT',
  path: '/moderation/items/:id',
  params: idParamsSchema,
  body: itemPremoderationBodySchema,
  response: z.null(),
} as const satisfies Endpoint;

export const getReports = {
  method: 'GET',
  path: '/reports',
  query: reportQuerySchema,
  response: reportPageSchema,
} as const satisfies Endpoint;

export const postReportsActions = {
  method: 'POST',
  path: '/reports/actions',
  body: reportActionBodySchema,
  response: actionResultSchema,
} as const satisfies Endpoint;

export const getFeedback = {
  method: 'GET',
  path: '/feedback',
  query: feedbackQuerySchema,
  response: feedbackPageSchema,
} as const satisfies Endpoint;

export const postFeedbackActions = {
  method: 'POST',
  path: '/feedback/actions',
  body: feedbackActionBodySchema,
  response: actionResultSchema,
} as const satisfies Endpoint;

export const postFeedbackByIdAnswer = {
  method: 'POST',
  path: '/feedback/:id/answer',
  params: idParamsSchema,
  body: feedbackAnswerBodySchema,
  response: feedbackSchema,
} as const satisfies Endpoint;

export const getDeactivations = {
  method: 'GET',
  path: '/deactivations',
  query: deactivationQuerySchema,
  response: deactivationPageSchema,
} as const satisfies Endpoint;

export const postDeactivationsProcess = {
  method: 'POST',
  path: '/deactivations/process',
  body: idsBodySchema,
  response: actionResultSchema,
} as const satisfies Endpoint;
