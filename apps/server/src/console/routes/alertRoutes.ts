import {
  getSitesBySiteAlerts,
  postSitesBySiteAlerts,
  postSitesBySiteAlertsPreview,
} from '@news/contract/console/alertEndpoints';
import type { AlertService } from '../../services/alerts/AlertService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';

/**
 * Breaking-news alerts (issue 29): preview, send (hourly budget, audited), recent with counts.
 * An alert links to the site's public origin, not to the name the console was reached at.
 */
export function alertRoutes(alerts: AlertService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getSitesBySiteAlerts, {
      summary: 'The site’s recent alerts with sent/failed/gone counts, and the hour’s budget left',
      access: 'content',
      handler: ({ staff, params }) => alerts.list(staff, params.site),
    }),
    defineConsoleRoute(postSitesBySiteAlertsPreview, {
      summary: 'How an alert would show and how many subscriptions it would reach',
      access: 'content',
      handler: ({ staff, params, body, request }) =>
        alerts.preview(staff, params.site, body, request.publicOrigin.origin),
    }),
    defineConsoleRoute(postSitesBySiteAlerts, {
      summary: 'Send an alert for a published item to breaking-news readers and/or its subjects’',
      access: 'content',
      handler: ({ staff, params, body, request }) =>
        alerts.send(staff, params.site, body, request.publicOrigin.origin),
    }),
  ];
}
