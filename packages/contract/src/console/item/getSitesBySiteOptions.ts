import { siteOptionsSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const getSitesBySiteOptions: Call<
  'GET',
  typeof siteOptionsSchema,
  (typeof itemInputs)['getSitesBySiteOptions']
> = {
  method: 'GET',
  path: '/sites/:site/options',
  response: siteOptionsSchema,
};
