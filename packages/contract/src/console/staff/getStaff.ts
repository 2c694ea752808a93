import { staffListSchema } from '../staffSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { staffInputs } from '../staffInputs.ts';

export const getStaff: Call<'GET', typeof staffListSchema, (typeof staffInputs)['getStaff']> = {
  method: 'GET',
  path: '/staff',
  response: staffListSchema,
};
