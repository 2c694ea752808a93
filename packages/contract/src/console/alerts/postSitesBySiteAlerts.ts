import { alertSummarySchema } from '../alertSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { alertInputs } from '../alertInputs.ts';

/** Send an alert for a published item (counted against the site's hourly budget; audited). */
export const postSitesBySiteAlerts: Call<
  'POST',
  typeof alertSummarySchema,
  (typeof alertInputs)['postSitesBySiteAlerts']
> = {
  method: 'POST',
  path: '/sites/:site/alerts',
  response: alertSummarySchema,
};
