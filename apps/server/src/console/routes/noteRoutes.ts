import type { NoteService } from '../../services/editorial/NoteService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import {
  getItemsByIdNotes,
  postItemsByIdNotes,
  deleteItemsByIdNotesByNoteId,
  getItemsByIdMentionable,
  getMentions,
  getMentionsCount,
  postMentionsRead,
} from '@news/contract/console/noteEndpoints';

/**
 * Notes on items and mentions (issue 32): any signed-in staff member, on the item's site only
 * (the service checks the site, and keeps reporters to their own items).
 */
export function noteRoutes(notes: NoteService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getItemsByIdNotes, {
      summary: 'The item’s internal notes, oldest first',
      access: 'signedIn',
      handler: ({ staff, params }) => notes.list(staff, Number(params.id)),
    }),
    defineConsoleRoute(postItemsByIdNotes, {
      summary: 'Add an internal note; the site’s staff it names with @username are told',
      access: 'signedIn',
      limits: ['console.notes.staff'],
      handler: ({ staff, params, body }) => notes.add(staff, Number(params.id), body.body),
    }),
    defineConsoleRoute(deleteItemsByIdNotesByNoteId, {
      summary: 'Delete one of one’s own notes',
      access: 'signedIn',
      handler: async ({ staff, params }) => {
        await notes.remove(staff, Number(params.id), Number(params.noteId));
        return null;
      },
    }),
    defineConsoleRoute(getItemsByIdMentionable, {
      summary: 'Who a note on the item may mention: staff who can see its site',
      access: 'signedIn',
      handler: ({ staff, params }) => notes.mentionable(staff, Number(params.id)),
    }),
    defineConsoleRoute(getMentions, {
      summary: 'Notes that mention the signed-in staff member, newest first',
      access: 'signedIn',
      handler: ({ staff, query }) => notes.mentions(staff, query),
    }),
    defineConsoleRoute(getMentionsCount, {
      summary: 'How many of one’s mentions are unread',
      access: 'signedIn',
      handler: ({ staff }) => notes.unreadCount(staff),
    }),
    defineConsoleRoute(postMentionsRead, {
      summary: 'Mark mentions read (those named, or all)',
      access: 'signedIn',
      handler: ({ staff, body }) => notes.markRead(staff, body.noteIds),
    }),
  ];
}
