import { siteSettingsSchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const putSitesBySiteSwitches: Call<
  'PUT',
  typeof siteSettingsSchema,
  (typeof siteSettingsInputs)['putSitesBySiteSwitches']
> = {
  method: 'PUT',
  path: '/sites/:site/switches',
  response: siteSettingsSchema,
};
