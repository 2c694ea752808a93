import {
  alertsSetup,
  alertsStream,
  alertsSubscribe,
  alertsUnsubscribe,
} from '@news/contract/endpoints/alertsEndpoints';
import type { AlertStreams } from '../http/AlertStreams.ts';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';

/** Readers' alerts (issue 29): the push key, opting in and out, and the in-app stream. */
export function alertRoutes(s: AppServices, streams: AlertStreams): AnyRouteSpec[] {
  return [
    defineRoute(alertsSetup, {
      summary: 'The VAPID public key to subscribe with, and whether messaging-app alerts are on',
      tag: 'alerts',
      handler: () => s.alertSubscriptions.setup(),
    }),
    defineRoute(alertsSubscribe, {
      limits: ['alerts.address'],
      summary:
        'Opt in to alerts: a browser’s push subscription (or, signed in and bound, the messaging app) with breaking news yes/no and up to 50 subjects',
      tag: 'alerts',
      auth: 'optional',
      handler: ({ site, user, body }) => s.alertSubscriptions.subscribe(site.id, user, body),
    }),
    defineRoute(alertsUnsubscribe, {
      limits: ['alerts.address'],
      summary: 'Opt out: this browser’s push subscription, or the messaging app',
      tag: 'alerts',
      auth: 'optional',
      handler: ({ user, body }) => s.alertSubscriptions.unsubscribe(user, body),
    }),
    defineRoute(alertsStream, {
      summary:
        'The site’s alerts as server-sent events while the app is open (`event: alert`); a comment every 20 s',
      tag: 'alerts',
      unsigned: true,
      handler: ({ site, request, reply }) => Promise.resolve(streams.open(request, reply, site.id)),
    }),
  ];
}
