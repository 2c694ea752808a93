import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsByIdSchedule: Call<
  'POST',
  typeof itemDetailSchema,
  (typeof itemInputs)['postItemsByIdSchedule']
> = {
  method: 'POST',
  path: '/items/:id/schedule',
  response: itemDetailSchema,
};
