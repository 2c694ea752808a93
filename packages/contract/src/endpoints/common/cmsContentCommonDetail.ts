import { contentDetailSchema } from '../../contentSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsContentCommonDetail: Call<
  'GET',
  typeof contentDetailSchema,
  (typeof commonInputs)['cmsContentCommonDetail']
> = {
  method: 'GET',
  path: '/cms/content/commonDetail',
  response: contentDetailSchema,
};
