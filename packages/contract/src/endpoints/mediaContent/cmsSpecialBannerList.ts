import { topicBannerListSchema } from '../../topicSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { mediaContentInputs } from '../mediaContentInputs.ts';

export const cmsSpecialBannerList: Call<
  'GET',
  typeof topicBannerListSchema,
  (typeof mediaContentInputs)['cmsSpecialBannerList']
> = {
  method: 'GET',
  path: '/cms/special/bannerList',
  response: topicBannerListSchema,
};
