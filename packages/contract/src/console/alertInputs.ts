import { siteParamsSchema } from './consoleParams.ts';
import { alertSendBodySchema } from './alertSchemas.ts';

/**
 * What each call of `alertEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types (docs/adr/0023).
 */
export const alertInputs = {
  getSitesBySiteAlerts: { params: siteParamsSchema },
  postSitesBySiteAlerts: { params: siteParamsSchema, body: alertSendBodySchema },
  postSitesBySiteAlertsPreview: { params: siteParamsSchema, body: alertSendBodySchema },
};
