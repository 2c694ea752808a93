import { agreementHistorySchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const postSitesBySiteAgreementsByKind: Call<
  'POST',
  typeof agreementHistorySchema,
  (typeof siteSettingsInputs)['postSitesBySiteAgreementsByKind']
> = {
  method: 'POST',
  path: '/sites/:site/agreements/:kind',
  response: agreementHistorySchema,
};
