import { staffSchema } from '../staffSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { staffInputs } from '../staffInputs.ts';

export const putStaffById: Call<'PUT', typeof staffSchema, (typeof staffInputs)['putStaffById']> = {
  method: 'PUT',
  path: '/staff/:id',
  response: staffSchema,
};
