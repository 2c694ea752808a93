import { loginStatusSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const checkLoginStatus: Call<
  'POST',
  typeof loginStatusSchema,
  (typeof accountInputs)['checkLoginStatus']
> = {
  method: 'POST',
  path: '/checkLoginStatus.do',
  response: loginStatusSchema,
};
