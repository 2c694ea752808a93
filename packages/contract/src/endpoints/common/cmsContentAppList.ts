import { languageConfigSchema } from '../../languageEntry.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsContentAppList: Call<
  'GET',
  typeof languageConfigSchema,
  (typeof commonInputs)['cmsContentAppList']
> = {
  method: 'GET',
  path: '/cms/content/appList',
  response: languageConfigSchema,
};
