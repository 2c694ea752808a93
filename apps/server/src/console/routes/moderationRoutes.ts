import { z } from 'zod';
import {
  actionResultSchema,
  commentActionBodySchema,
  commentQueuePageSchema,
  commentQueueQuerySchema,
  deactivationPageSchema,
  deactivationQuerySchema,
  feedbackActionBodySchema,
  feedbackAnswerBodySchema,
  feedbackPageSchema,
  feedbackQuerySchema,
  feedbackSchema,
  idsBodySchema,
  itemPremoderationBodySchema,
  moderationSettingsBodySchema,
  moderationSettingsSchema,
  queueCountsSchema,
  registrationPageSchema,
  registrationQuerySchema,
  rejectBodySchema,
  reportActionBodySchema,
  reportPageSchema,
  reportQuerySchema,
  siteQuerySchema,
} from '@news/contract/console/moderationSchemas';
import { idTextSchema } from '@news/contract/contentSchemas';
import { SITE_LANGS } from '@news/contract/sites';
import type { AppServices } from '../../services/AppServices.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { actionResultOf } from '../consoleViews.ts';
import { moderatorOf, sitesOf } from '../../services/moderation/Moderator.ts';

const idParams = z.object({ id: idTextSchema });
const siteParams = z.object({ site: z.enum(SITE_LANGS) });
const numbers = (ids: readonly string[]): number[] => ids.map(Number);

/**
 * The moderation queues (moderators of the site and admins): registrations, comments, reports,
 * feedback and deactivation requests, with their counts, and the site's pre-moderation and
 * banned words. Every action goes through the same services as the operator CLI.
 */
export function moderationRoutes(s: AppServices): AnyConsoleRoute[] {
  return [
    defineConsoleRoute({
      method: 'GET',
      path: '/moderation/counts',
      summary: 'How many rows wait in each queue, of one site or all of the staff member’s',
      access: 'moderation',
      query: siteQuerySchema,
      response: queueCountsSchema,
      handler: ({ staff, query }) => s.dashboard.queues(sitesOf(moderatorOf(staff), query.site)),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/registrations',
      summary: 'Registrations awaiting review, oldest first',
      access: 'moderation',
      query: registrationQuerySchema,
      response: registrationPageSchema,
      handler: ({ staff, query }) => s.registrations.pending(moderatorOf(staff), query),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/registrations/approve',
      summary: 'Approve registrations: the readers can sign in',
      access: 'moderation',
      body: idsBodySchema,
      response: actionResultSchema,
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.registrations.approveMany(moderatorOf(staff), numbers(body.ids)),
          lang,
        ),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/registrations/reject',
      summary: 'Reject registrations with the reason the readers see at sign-in',
      access: 'moderation',
      body: rejectBodySchema,
      response: actionResultSchema,
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.registrations.rejectMany(moderatorOf(staff), numbers(body.ids), body.reason),
          lang,
        ),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/comments',
      summary: 'A comment queue (new, reported, held, hidden), by site, item, reader and words',
      access: 'moderation',
      query: commentQueueQuerySchema,
      response: commentQueuePageSchema,
      handler: ({ staff, query }) => s.commentModeration.queue(moderatorOf(staff), query),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/comments/actions',
      summary: 'Approve, hide, restore or delete comments',
      access: 'moderation',
      body: commentActionBodySchema,
      response: actionResultSchema,
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.commentModeration.act(moderatorOf(staff), body.action, numbers(body.ids)),
          lang,
        ),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/moderation/settings/:site',
      summary: 'The site’s pre-moderation, banned words and pre-moderated items',
      access: 'moderation',
      params: siteParams,
      response: moderationSettingsSchema,
      handler: ({ staff, params }) => s.commentModeration.settings(moderatorOf(staff), params.site),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/moderation/settings/:site',
      summary: 'Turn the site’s pre-moderation on or off and set its banned words',
      access: 'moderation',
      params: siteParams,
      body: moderationSettingsBodySchema,
      response: moderationSettingsSchema,
      handler: ({ staff, params, body }) =>
        s.commentModeration.saveSettings(moderatorOf(staff), params.site, body),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/moderation/items/:id',
      summary: 'Hold every new comment of an item for approval, or stop',
      access: 'moderation',
      params: idParams,
      body: itemPremoderationBodySchema,
      response: z.null(),
      handler: async ({ staff, params, body }) => {
        await s.commentModeration.setItemPremoderation(
          moderatorOf(staff),
          Number(params.id),
          body.on,
        );
        return null;
      },
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/reports',
      summary: 'Reports grouped by what they report, most reported first, with their reasons',
      access: 'moderation',
      query: reportQuerySchema,
      response: reportPageSchema,
      handler: ({ staff, query }) => s.reports.list(moderatorOf(staff), query),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/reports/actions',
      summary: 'Hide what reports are about, or dismiss them',
      access: 'moderation',
      body: reportActionBodySchema,
      response: actionResultSchema,
      handler: async ({ staff, body, lang }) =>
        actionResultOf(await s.reports.act(moderatorOf(staff), body.action, body.targets), lang),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/feedback',
      summary: 'Feedback from readers, newest first',
      access: 'moderation',
      query: feedbackQuerySchema,
      response: feedbackPageSchema,
      handler: ({ staff, query }) => s.feedback.list(moderatorOf(staff), query),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/feedback/actions',
      summary: 'Mark feedback read or handled',
      access: 'moderation',
      body: feedbackActionBodySchema,
      response: actionResultSchema,
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.feedback.mark(moderatorOf(staff), body.action, numbers(body.ids)),
          lang,
        ),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/feedback/:id/answer',
      summary: 'Answer feedback: the answer reaches the reader’s messages',
      access: 'moderation',
      params: idParams,
      body: feedbackAnswerBodySchema,
      response: feedbackSchema,
      handler: ({ staff, params, body }) =>
        s.feedback.answer(moderatorOf(staff), Number(params.id), body.body),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/deactivations',
      summary: 'Deactivation requests, oldest first',
      access: 'moderation',
      query: deactivationQuerySchema,
      response: deactivationPageSchema,
      handler: ({ staff, query }) => s.registrations.deactivations(moderatorOf(staff), query),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/deactivations/process',
      summary: 'Process deactivation requests: the accounts’ personal data is removed',
      access: 'moderation',
      body: idsBodySchema,
      response: actionResultSchema,
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.registrations.processMany(moderatorOf(staff), numbers(body.ids)),
          lang,
        ),
    }),
  ];
}
