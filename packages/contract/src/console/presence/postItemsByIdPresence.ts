import { presenceSchema } from '../presenceSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { presenceInputs } from '../presenceInputs.ts';

/**
 * "I have the item open" (the first call) and "still here" (every few seconds): answers who has
 * it open and who holds the lock; the first tab takes a lock nobody holds.
 */
export const postItemsByIdPresence: Call<
  'POST',
  typeof presenceSchema,
  (typeof presenceInputs)['postItemsByIdPresence']
> = {
  method: 'POST',
  path: '/items/:id/presence',
  response: presenceSchema,
};
