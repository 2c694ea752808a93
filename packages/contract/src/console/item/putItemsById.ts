import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const putItemsById: Call<
  'PUT',
  typeof itemDetailSchema,
  (typeof itemInputs)['putItemsById']
> = {
  method: 'PUT',
  path: '/items/:id',
  response: itemDetailSchema,
};
