import { agreementHistorySchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const getSitesBySiteAgreementsByKind: Call<
  'GET',
  typeof agreementHistorySchema,
  (typeof siteSettingsInputs)['getSitesBySiteAgreementsByKind']
> = {
  method: 'GET',
  path: '/sites/:site/agreements/:kind',
  response: agreementHistorySchema,
};
