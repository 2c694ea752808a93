import {
  getItemsByIdPresenceStream,
  postItemsByIdPresence,
  postItemsByIdPresenceLeave,
  postItemsByIdPresenceTakeover,
} from '@news/contract/console/presenceEndpoints';
import type { PresenceStreams } from '../../http/PresenceStreams.ts';
import type { PresenceService } from '../../services/editorial/PresenceService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';

/** Who is editing an item (issue 32): presence, the soft lock and its takeover. */
export function presenceRoutes(
  presence: PresenceService,
  streams: PresenceStreams,
): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getItemsByIdPresenceStream, {
      summary: 'Server-sent events: who has the item open, who holds its lock, takeovers',
      access: 'write',
      raw: true,
      handler: ({ staff, params, request, reply }) =>
        streams.open(request, reply, staff, Number(params.id)),
    }),
    defineConsoleRoute(postItemsByIdPresence, {
      summary: 'This tab has the item open (every few seconds); who else has, who holds the lock',
      access: 'write',
      limits: ['console.presence.staff'],
      handler: ({ staff, params, body }) => presence.here(staff, Number(params.id), body.tab),
    }),
    defineConsoleRoute(postItemsByIdPresenceLeave, {
      summary: 'This tab closed the item; its lock passes to the longest-open other tab',
      access: 'write',
      limits: ['console.presence.staff'],
      handler: ({ staff, params, body }) => presence.leave(staff, Number(params.id), body.tab),
    }),
    defineConsoleRoute(postItemsByIdPresenceTakeover, {
      summary: 'Take over the item’s lock, with an optional word to its holder (told at once)',
      access: 'write',
      limits: ['console.presence.staff'],
      handler: ({ staff, params, body }) =>
        presence.takeOver(staff, Number(params.id), body.tab, body.word),
    }),
  ];
}
