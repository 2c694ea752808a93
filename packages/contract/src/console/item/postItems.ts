import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItems: Call<'POST', typeof itemDetailSchema, (typeof itemInputs)['postItems']> = {
  method: 'POST',
  path: '/items',
  response: itemDetailSchema,
};
