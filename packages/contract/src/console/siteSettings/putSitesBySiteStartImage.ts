import { siteSettingsSchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const putSitesBySiteStartImage: Call<
  'PUT',
  typeof siteSettingsSchema,
  (typeof siteSettingsInputs)['putSitesBySiteStartImage']
> = {
  method: 'PUT',
  path: '/sites/:site/start-image',
  response: siteSettingsSchema,
};
