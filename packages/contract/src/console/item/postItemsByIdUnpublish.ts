import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsByIdUnpublish: Call<
  'POST',
  typeof itemDetailSchema,
  (typeof itemInputs)['postItemsByIdUnpublish']
> = {
  method: 'POST',
  path: '/items/:id/unpublish',
  response: itemDetailSchema,
};
