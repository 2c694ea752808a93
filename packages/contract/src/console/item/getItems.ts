import { itemPageSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const getItems: Call<'GET', typeof itemPageSchema, (typeof itemInputs)['getItems']> = {
  method: 'GET',
  path: '/items',
  response: itemPageSchema,
};
