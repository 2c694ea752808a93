import { videoCollectionListSchema } from '../../videoSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsContentVideoCollectionList: Call<
  'GET',
  typeof videoCollectionListSchema,
  (typeof mediaContentInputs)['cmsContentVideoCollectionList']
> = {
  method: 'GET',
  path: '/cms/content/videoCollectionList',
  response: videoCollectionListSchema,
};
