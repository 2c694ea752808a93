import { siteSettingsSchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const putSitesBySiteAds: Call<
  'PUT',
  typeof siteSettingsSchema,
  (typeof siteSettingsInputs)['putSitesBySiteAds']
> = {
  method: 'PUT',
  path: '/sites/:site/ads',
  response: siteSettingsSchema,
};
