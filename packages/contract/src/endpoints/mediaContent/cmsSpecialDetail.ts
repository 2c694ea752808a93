import { topicDetailSchema } from '../../topicSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsSpecialDetail: Call<
  'GET',
  typeof topicDetailSchema,
  (typeof mediaContentInputs)['cmsSpecialDetail']
> = {
  method: 'GET',
  path: '/cms/special/detail',
  response: topicDetailSchema,
};
