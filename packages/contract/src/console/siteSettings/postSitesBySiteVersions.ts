import { siteSettingsSchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const postSitesBySiteVersions: Call<
  'POST',
  typeof siteSettingsSchema,
  (typeof siteSettingsInputs)['postSitesBySiteVersions']
> = {
  method: 'POST',
  path: '/sites/:site/versions',
  response: siteSettingsSchema,
};
