import { contentDetailSchema } from '../../contentSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsContentTujieDetail: Call<
  'GET',
  typeof contentDetailSchema,
  (typeof mediaContentInputs)['cmsContentTujieDetail']
> = {
  method: 'GET',
  path: '/cms/content/tujieDetail',
  response: contentDetailSchema,
};
