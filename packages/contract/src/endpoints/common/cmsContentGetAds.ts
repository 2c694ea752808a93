import { z } from 'zod/mini';
import { adSchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

const cmsContentGetAdsAnswer = z.array(adSchema);
export const cmsContentGetAds: Call<
  'GET',
  typeof cmsContentGetAdsAnswer,
  (typeof commonInputs)['cmsContentGetAds']
> = {
  method: 'GET',
  path: '/cms/content/getAds',
  response: cmsContentGetAdsAnswer,
};
