import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const putItemsByIdEmbargo: Call<
  'PUT',
  typeof itemDetailSchema,
  (typeof itemInputs)['putItemsByIdEmbargo']
> = {
  method: 'PUT',
  path: '/items/:id/embargo',
  response: itemDetailSchema,
};
