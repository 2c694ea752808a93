import { topicPageSchema } from '../../topicSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsSpecialIndexList: Call<
  'GET',
  typeof topicPageSchema,
  (typeof mediaContentInputs)['cmsSpecialIndexList']
> = {
  method: 'GET',
  path: '/cms/special/indexList',
  response: topicPageSchema,
};
