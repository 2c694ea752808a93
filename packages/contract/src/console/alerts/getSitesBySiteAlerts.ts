import { alertListSchema } from '../alertSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { alertInputs } from '../alertInputs.ts';

/** The site's recent alerts with their delivery counts, and what is left of the hourly budget. */
export const getSitesBySiteAlerts: Call<
  'GET',
  typeof alertListSchema,
  (typeof alertInputs)['getSitesBySiteAlerts']
> = {
  method: 'GET',
  path: '/sites/:site/alerts',
  response: alertListSchema,
};
