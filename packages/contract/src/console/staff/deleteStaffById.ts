import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { staffInputs } from '../staffInputs.ts';

export const deleteStaffById: Call<
  'DELETE',
  z.ZodMiniNull,
  (typeof staffInputs)['deleteStaffById']
> = {
  method: 'DELETE',
  path: '/staff/:id',
  response: z.null(),
};
