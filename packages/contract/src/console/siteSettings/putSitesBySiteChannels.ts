import { siteSettingsSchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const putSitesBySiteChannels: Call<
  'PUT',
  typeof siteSettingsSchema,
  (typeof siteSettingsInputs)['putSitesBySiteChannels']
> = {
  method: 'PUT',
  path: '/sites/:site/channels',
  response: siteSettingsSchema,
};
