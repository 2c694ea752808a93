import { z } from 'zod';
import {
  commentSuspensionBodySchema,
  readerDetailSchema,
  readerMessageBodySchema,
  readerPageSchema,
  readerQuerySchema,
  readerSuspensionBodySchema,
} from '@news/contract/console/moderationSchemas';
import { idTextSchema } from '@news/contract/contentSchemas';
import type { ReaderAccountService } from '../../services/moderation/ReaderAccountService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { moderatorOf } from '../../services/moderation/Moderator.ts';

const idParams = z.object({ id: idTextSchema });

/** Reader accounts (moderators of the site and admins): find, view, suspend, restore, sign out, write. */
export function readerRoutes(readers: ReaderAccountService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute({
      method: 'GET',
      path: '/readers',
      summary: 'Readers of the staff member’s sites by name and status, newest first',
      access: 'moderation',
      query: readerQuerySchema,
      response: readerPageSchema,
      handler: ({ staff, query }) => readers.list(moderatorOf(staff), query),
    }),
    defineConsoleRoute({
      method: 'GET',
      path: '/readers/:id',
      summary:
        'One reader: profile (ID number masked, no hashes), state, sessions, recent comments',
      access: 'moderation',
      params: idParams,
      response: readerDetailSchema,
      handler: ({ staff, params }) => readers.get(moderatorOf(staff), Number(params.id)),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/readers/:id/suspend',
      summary: 'Suspend the account: its sessions end and it cannot sign in until restored',
      access: 'moderation',
      params: idParams,
      body: readerSuspensionBodySchema,
      response: readerDetailSchema,
      handler: ({ staff, params, body }) =>
        readers.suspend(moderatorOf(staff), Number(params.id), body.reason),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/readers/:id/suspend-commenting',
      summary: 'Stop the reader commenting for some hours; they are told why when they try',
      access: 'moderation',
      params: idParams,
      body: commentSuspensionBodySchema,
      response: readerDetailSchema,
      handler: ({ staff, params, body }) =>
        readers.suspendCommenting(moderatorOf(staff), Number(params.id), body.hours, body.reason),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/readers/:id/restore',
      summary: 'Lift the account’s and the commenting suspension',
      access: 'moderation',
      params: idParams,
      response: readerDetailSchema,
      handler: ({ staff, params }) => readers.restore(moderatorOf(staff), Number(params.id)),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/readers/:id/end-sessions',
      summary: 'Sign the reader out on every device',
      access: 'moderation',
      params: idParams,
      response: readerDetailSchema,
      handler: ({ staff, params }) => readers.endSessions(moderatorOf(staff), Number(params.id)),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/readers/:id/message',
      summary: 'Send the reader a message (it appears in their messages)',
      access: 'moderation',
      params: idParams,
      body: readerMessageBodySchema,
      response: readerDetailSchema,
      handler: ({ staff, params, body }) =>
        readers.message(moderatorOf(staff), Number(params.id), body.body),
    }),
  ];
}
