import { siteSettingsSchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const putSitesBySiteMemorialDays: Call<
  'PUT',
  typeof siteSettingsSchema,
  (typeof siteSettingsInputs)['putSitesBySiteMemorialDays']
> = {
  method: 'PUT',
  path: '/sites/:site/memorial-days',
  response: siteSettingsSchema,
};
