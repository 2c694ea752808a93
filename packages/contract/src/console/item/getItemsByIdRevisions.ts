import { revisionListSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const getItemsByIdRevisions: Call<
  'GET',
  typeof revisionListSchema,
  (typeof itemInputs)['getItemsByIdRevisions']
> = {
  method: 'GET',
  path: '/items/:id/revisions',
  response: revisionListSchema,
};
