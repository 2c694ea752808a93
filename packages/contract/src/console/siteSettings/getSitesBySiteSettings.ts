import { siteSettingsSchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const getSitesBySiteSettings: Call<
  'GET',
  typeof siteSettingsSchema,
  (typeof siteSettingsInputs)['getSitesBySiteSettings']
> = {
  method: 'GET',
  path: '/sites/:site/settings',
  response: siteSettingsSchema,
};
