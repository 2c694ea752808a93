import { alertPreviewSchema } from '../alertSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { alertInputs } from '../alertInputs.ts';

/** How an alert would show and how many it would reach, without sending it. */
export const postSitesBySiteAlertsPreview: Call<
  'POST',
  typeof alertPreviewSchema,
  (typeof alertInputs)['postSitesBySiteAlertsPreview']
> = {
  method: 'POST',
  path: '/sites/:site/alerts/preview',
  response: alertPreviewSchema,
};
