import { indexListSchema } from '../../homeSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { homeInputs } from '../homeInputs.ts';

export const cmsContentIndexList: Call<
  'GET',
  typeof indexListSchema,
  (typeof homeInputs)['cmsContentIndexList']
> = {
  method: 'GET',
  path: '/cms/content/indexList',
  response: indexListSchema,
};
