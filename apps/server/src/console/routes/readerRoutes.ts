import type { ReaderAccountService } from '../../services/moderation/ReaderAccountService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { moderatorOf } from '../../services/moderation/Moderator.ts';
import {
  getReaders,
  getReadersById,
  postReadersByIdSuspend,
  postReadersByIdSuspendCommenting,
  postReadersByIdRestore,
  postReadersByIdEndSessions,
  postReadersByIdMessage,
} from '@news/contract/console/readerEndpoints';

/** Reader accounts (moderators of the site and admins): find, view, suspend, restore, sign out, write. */
export function readerRoutes(readers: ReaderAccountService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getReaders, {
      summary: 'Readers of the staff member’s sites by name and status, newest first',
      access: 'moderation',
      handler: ({ staff, query }) => readers.list(moderatorOf(staff), query),
    }),
    defineConsoleRoute(getReadersById, {
      summary:
        'One reader: profile (ID number masked, no hashes), state, sessions, recent comments',
      access: 'moderation',
      handler: ({ staff, params }) => readers.get(moderatorOf(staff), Number(params.id)),
    }),
    defineConsoleRoute(postReadersByIdSuspend, {
      summary: 'Suspend the account: its sessions end and it cannot sign in until restored',
      access: 'moderation',
      handler: ({ staff, params, body }) =>
        readers.suspend(moderatorOf(staff), Number(params.id), body.reason),
    }),
    defineConsoleRoute(postReadersByIdSuspendCommenting, {
      summary: 'Stop the reader commenting for some hours; they are told why when they try',
      access: 'moderation',
      handler: ({ staff, params, body }) =>
        readers.suspendCommenting(moderatorOf(staff), Number(params.id), body.hours, body.reason),
    }),
    defineConsoleRoute(postReadersByIdRestore, {
      summary: 'Lift the account’s and the commenting suspension',
      access: 'moderation',
      handler: ({ staff, params }) => readers.restore(moderatorOf(staff), Number(params.id)),
    }),
    defineConsoleRoute(postReadersByIdEndSessions, {
      summary: 'Sign the reader out on every device',
      access: 'moderation',
      handler: ({ staff, params }) => readers.endSessions(moderatorOf(staff), Number(params.id)),
    }),
    defineConsoleRoute(postReadersByIdMessage, {
      summary: 'Send the reader a message (it appears in their messages)',
      access: 'moderation',
      handler: ({ staff, params, body }) =>
        readers.message(moderatorOf(staff), Number(params.id), body.body),
    }),
  ];
}
