import { auditEntryListSchema } from '../auditSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const getItemsByIdHistory: Call<
  'GET',
  typeof auditEntryListSchema,
  (typeof itemInputs)['getItemsByIdHistory']
> = {
  method: 'GET',
  path: '/items/:id/history',
  response: auditEntryListSchema,
};
