import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const getItemsById: Call<
  'GET',
  typeof itemDetailSchema,
  (typeof itemInputs)['getItemsById']
> = {
  method: 'GET',
  path: '/items/:id',
  response: itemDetailSchema,
};
