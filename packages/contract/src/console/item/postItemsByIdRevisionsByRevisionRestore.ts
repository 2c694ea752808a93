import { itemDetailSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsByIdRevisionsByRevisionRestore: Call<
  'POST',
  typeof itemDetailSchema,
  (typeof itemInputs)['postItemsByIdRevisionsByRevisionRestore']
> = {
  method: 'POST',
  path: '/items/:id/revisions/:revision/restore',
  response: itemDetailSchema,
};
