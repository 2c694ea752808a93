import { headlineListSchema } from '../../homeSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { homeInputs } from '../homeInputs.ts';

export const cmsContentHeadLine: Call<
  'POST',
  typeof headlineListSchema,
  (typeof homeInputs)['cmsContentHeadLine']
> = {
  method: 'POST',
  path: '/cms/content/headLine.do',
  response: headlineListSchema,
};
