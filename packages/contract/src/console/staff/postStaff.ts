import { oneTimePasswordSchema } from '../staffSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { staffInputs } from '../staffInputs.ts';

export const postStaff: Call<
  'POST',
  typeof oneTimePasswordSchema,
  (typeof staffInputs)['postStaff']
> = {
  method: 'POST',
  path: '/staff',
  response: oneTimePasswordSchema,
};
