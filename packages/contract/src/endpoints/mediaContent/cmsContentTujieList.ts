import { contentPageSchema } from '../../contentSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsContentTujieList: Call<
  'GET',
  typeof contentPageSchema,
  (typeof mediaContentInputs)['cmsContentTujieList']
> = {
  method: 'GET',
  path: '/cms/content/tujieList',
  response: contentPageSchema,
};
