import { startImageSchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsContentGetAppStartImg: Call<
  'GET',
  typeof startImageSchema,
  (typeof commonInputs)['cmsContentGetAppStartImg']
> = {
  method: 'GET',
  path: '/cms/content/getAppStartImg',
  response: startImageSchema,
};
