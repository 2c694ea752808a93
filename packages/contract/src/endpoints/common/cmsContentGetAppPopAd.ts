import { popupAdSchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsContentGetAppPopAd: Call<
  'GET',
  typeof popupAdSchema,
  (typeof commonInputs)['cmsContentGetAppPopAd']
> = {
  method: 'GET',
  path: '/cms/content/getAppPopAd',
  response: popupAdSchema,
};
