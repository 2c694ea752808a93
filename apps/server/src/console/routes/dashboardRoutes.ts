import { dashboardQuerySchema, dashboardSchema } from '@news/contract/console/dashboardSchemas';
import type { DashboardService } from '../../services/site/DashboardService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';

/** The first screen: queue sizes, registrations and comments per day, the most read items. */
export function dashboardRoutes(dashboard: DashboardService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute({
      method: 'GET',
      path: '/dashboard',
      summary: 'Figures of the staff member’s sites, or of one of them',
      access: 'signedIn',
      query: dashboardQuerySchema,
      response: dashboardSchema,
      handler: ({ staff, query }) => dashboard.get(staff, query),
    }),
  ];
}
