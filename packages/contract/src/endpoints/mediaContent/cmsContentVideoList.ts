import { contentPageSchema } from '../../contentSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsContentVideoList: Call<
  'GET',
  typeof contentPageSchema,
  (typeof mediaContentInputs)['cmsContentVideoList']
> = {
  method: 'GET',
  path: '/cms/content/videoList',
  response: contentPageSchema,
};
