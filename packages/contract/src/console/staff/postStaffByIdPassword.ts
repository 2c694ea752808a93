import { oneTimePasswordSchema } from '../staffSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { staffInputs } from '../staffInputs.ts';

export const postStaffByIdPassword: Call<
  'POST',
  typeof oneTimePasswordSchema,
  (typeof staffInputs)['postStaffByIdPassword']
> = {
  method: 'POST',
  path: '/staff/:id/password',
  response: oneTimePasswordSchema,
};
