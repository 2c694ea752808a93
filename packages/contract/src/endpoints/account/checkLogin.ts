import { loginResultSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const checkLogin: Call<
  'POST',
  typeof loginResultSchema,
  (typeof accountInputs)['checkLogin']
> = {
  method: 'POST',
  path: '/checkLogin.do',
  response: loginResultSchema,
};
