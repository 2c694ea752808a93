import type { DashboardService } from '../../services/site/DashboardService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { getDashboard } from '@news/contract/console/dashboardEndpoints';

/** The first screen: queue sizes, registrations and comments per day, the most read items. */
export function dashboardRoutes(dashboard: DashboardService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getDashboard, {
      summary: 'Figures of the staff member’s sites, or of one of them',
      access: 'signedIn',
      handler: ({ staff, query }) => dashboard.get(staff, query),
    }),
  ];
}
