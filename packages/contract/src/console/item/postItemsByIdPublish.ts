import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsByIdPublish: Call<
  'POST',
  typeof itemDetailSchema,
  (typeof itemInputs)['postItemsByIdPublish']
> = {
  method: 'POST',
  path: '/items/:id/publish',
  response: itemDetailSchema,
};
