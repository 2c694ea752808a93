import { registerResultSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const register: Call<
  'POST',
  typeof registerResultSchema,
  (typeof accountInputs)['register']
> = {
  method: 'POST',
  path: '/register.do',
  response: registerResultSchema,
};
