import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsByIdSubmit: Call<
  'POST',
  typeof itemDetailSchema,
  (typeof itemInputs)['postItemsByIdSubmit']
> = {
  method: 'POST',
  path: '/items/:id/submit',
  response: itemDetailSchema,
};
