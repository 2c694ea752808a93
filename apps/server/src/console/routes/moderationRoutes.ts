import type { AppServices } from '../../services/AppServices.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { actionResultOf } from '../consoleViews.ts';
import { moderatorOf, sitesOf } from '../../services/moderation/Moderator.ts';
import {
  getModerationCounts,
  getRegistrations,
  postRegistrationsApprove,
  postRegistrationsReject,
  getComments,
  postCommentsActions,
  getModerationSettingsBySite,
  putModerationSettingsBySite,
  putModerationItemsById,
  getReports,
  postReportsActions,
  getFeedback,
  postFeedbackActions,
  postFeedbackByIdAnswer,
  getDeactivations,
  postDeactivationsProcess,
} from '@news/contract/console/moderationEndpoints';

const numbers = (ids: readonly string[]): number[] => ids.map(Number);

/**
 * The moderation queues (moderators of the site and admins): registrations, comments, reports,
 * feedback and deactivation requests, with their counts, and the site's pre-moderation and
 * banned words. Every action goes through the same services as the operator CLI.
 */
export function moderationRoutes(s: AppServices): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getModerationCounts, {
      summary: 'How many rows wait in each queue, of one site or all of the staff member’s',
      access: 'moderation',
      handler: ({ staff, query }) => s.dashboard.queues(sitesOf(moderatorOf(staff), query.site)),
    }),
    defineConsoleRoute(getRegistrations, {
      summary: 'Registrations awaiting review, oldest first',
      access: 'moderation',
      handler: ({ staff, query }) => s.registrations.pending(moderatorOf(staff), query),
    }),
    defineConsoleRoute(postRegistrationsApprove, {
      summary: 'Approve registrations: the readers can sign in',
      access: 'moderation',
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.registrations.approveMany(moderatorOf(staff), numbers(body.ids)),
          lang,
        ),
    }),
    defineConsoleRoute(postRegistrationsReject, {
      summary: 'Reject registrations with the reason the readers see at sign-in',
      access: 'moderation',
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.registrations.rejectMany(moderatorOf(staff), numbers(body.ids), body.reason),
          lang,
        ),
    }),
    defineConsoleRoute(getComments, {
      summary: 'A comment queue (new, reported, held, hidden), by site, item, reader and words',
      access: 'moderation',
      handler: ({ staff, query }) => s.commentModeration.queue(moderatorOf(staff), query),
    }),
    defineConsoleRoute(postCommentsActions, {
      summary: 'Approve, hide, restore or delete comments',
      access: 'moderation',
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.commentModeration.act(moderatorOf(staff), body.action, numbers(body.ids)),
          lang,
        ),
    }),
    defineConsoleRoute(getModerationSettingsBySite, {
      summary: 'The site’s pre-moderation, banned words and pre-moderated items',
      access: 'moderation',
      handler: ({ staff, params }) => s.commentModeration.settings(moderatorOf(staff), params.site),
    }),
    defineConsoleRoute(putModerationSettingsBySite, {
      summary: 'Turn the site’s pre-moderation on or off and set its banned words',
      access: 'moderation',
      handler: ({ staff, params, body }) =>
        s.commentModeration.saveSettings(moderatorOf(staff), params.site, body),
    }),
    defineConsoleRoute(putModerationItemsById, {
      summary: 'Hold every new comment of an item for approval, or stop',
      access: 'moderation',
      handler: async ({ staff, params, body }) => {
        await s.commentModeration.setItemPremoderation(
          moderatorOf(staff),
          Number(params.id),
          body.on,
        );
        return null;
      },
    }),
    defineConsoleRoute(getReports, {
      summary: 'Reports grouped by what they report, most reported first, with their reasons',
      access: 'moderation',
      handler: ({ staff, query }) => s.reports.list(moderatorOf(staff), query),
    }),
    defineConsoleRoute(postReportsActions, {
      summary: 'Hide what reports are about, or dismiss them',
      access: 'moderation',
      handler: async ({ staff, body, lang }) =>
        actionResultOf(await s.reports.act(moderatorOf(staff), body.action, body.targets), lang),
    }),
    defineConsoleRoute(getFeedback, {
      summary: 'Feedback from readers, newest first',
      access: 'moderation',
      handler: ({ staff, query }) => s.feedback.list(moderatorOf(staff), query),
    }),
    defineConsoleRoute(postFeedbackActions, {
      summary: 'Mark feedback read or handled',
      access: 'moderation',
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.feedback.mark(moderatorOf(staff), body.action, numbers(body.ids)),
          lang,
        ),
    }),
    defineConsoleRoute(postFeedbackByIdAnswer, {
      summary: 'Answer feedback: the answer reaches the reader’s messages',
      access: 'moderation',
      handler: ({ staff, params, body }) =>
        s.feedback.answer(moderatorOf(staff), Number(params.id), body.body),
    }),
    defineConsoleRoute(getDeactivations, {
      summary: 'Deactivation requests, oldest first',
      access: 'moderation',
      handler: ({ staff, query }) => s.registrations.deactivations(moderatorOf(staff), query),
    }),
    defineConsoleRoute(postDeactivationsProcess, {
      summary: 'Process deactivation requests: the accounts’ personal data is removed',
      access: 'moderation',
      handler: async ({ staff, body, lang }) =>
        actionResultOf(
          await s.registrations.processMany(moderatorOf(staff), numbers(body.ids)),
          lang,
        ),
    }),
  ];
}
