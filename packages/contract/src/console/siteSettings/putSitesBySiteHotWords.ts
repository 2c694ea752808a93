import { siteSettingsSchema } from '../siteSettingsSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { siteSettingsInputs } from '../siteSettingsInputs.ts';

export const putSitesBySiteHotWords: Call<
  'PUT',
  typeof siteSettingsSchema,
  (typeof siteSettingsInputs)['putSitesBySiteHotWords']
> = {
  method: 'PUT',
  path: '/sites/:site/hot-words',
  response: siteSettingsSchema,
};
