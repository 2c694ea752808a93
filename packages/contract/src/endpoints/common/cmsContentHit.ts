import { hitResultSchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsContentHit: Call<
  'GET',
  typeof hitResultSchema,
  (typeof commonInputs)['cmsContentHit']
> = {
  method: 'GET',
  path: '/cms/content/hit',
  response: hitResultSchema,
};
