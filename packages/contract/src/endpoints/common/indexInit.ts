import { initSchema } from '../../commonSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { commonInputs } from '../commonInputs.ts';

export const indexInit: Call<'GET', typeof initSchema, (typeof commonInputs)['indexInit']> = {
  method: 'GET',
  path: '/index/init',
  response: initSchema,
};
