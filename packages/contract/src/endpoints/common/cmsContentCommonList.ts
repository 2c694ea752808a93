import { contentPageSchema } from '../../contentSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsContentCommonList: Call<
  'GET',
  typeof contentPageSchema,
  (typeof commonInputs)['cmsContentCommonList']
> = {
  method: 'GET',
  path: '/cms/content/commonList',
  response: contentPageSchema,
};
