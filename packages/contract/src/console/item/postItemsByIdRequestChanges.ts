import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsByIdRequestChanges: Call<
  'POST',
  typeof itemDetailSchema,
  (typeof itemInputs)['postItemsByIdRequestChanges']
> = {
  method: 'POST',
  path: '/items/:id/request-changes',
  response: itemDetailSchema,
};
