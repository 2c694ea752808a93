import { indexColumnListSchema } from '../../homeSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { homeInputs } from '../homeInputs.ts';

export const cmsContentIndexColumnList: Call<
  'GET',
  typeof indexColumnListSchema,
  (typeof homeInputs)['cmsContentIndexColumnList']
> = {
  method: 'GET',
  path: '/cms/content/indexColumnList',
  response: indexColumnListSchema,
};
