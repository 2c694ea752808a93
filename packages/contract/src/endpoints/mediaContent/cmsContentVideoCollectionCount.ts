import { videoCollectionCountSchema } from '../../videoSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsContentVideoCollectionCount: Call<
  'GET',
  typeof videoCollectionCountSchema,
  (typeof mediaContentInputs)['cmsContentVideoCollectionCount']
> = {
  method: 'GET',
  path: '/cms/content/videoCollectionCount',
  response: videoCollectionCountSchema,
};
