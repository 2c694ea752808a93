import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsByIdApprove: Call<
  'POST',
  typeof itemDetailSchema,
  (typeof itemInputs)['postItemsByIdApprove']
> = {
  method: 'POST',
  path: '/items/:id/approve',
  response: itemDetailSchema,
};
