import { videoDetailSchema } from '../../videoSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsContentVideoDetail: Call<
  'GET',
  typeof videoDetailSchema,
  (typeof mediaContentInputs)['cmsContentVideoDetail']
> = {
  method: 'GET',
  path: '/cms/content/videoDetail',
  response: videoDetailSchema,
};
