import { memorialDaySchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const cmsContentGetAppMemorialdayConfig: Call<
  'GET',
  typeof memorialDaySchema,
  (typeof commonInputs)['cmsContentGetAppMemorialdayConfig']
> = {
  method: 'GET',
  path: '/cms/content/getAppMemorialdayConfig',
  response: memorialDaySchema,
};
