import { presenceSchema } from '../presenceSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { presenceInputs } from '../presenceInputs.ts';

/** The tab closed the item: gone from the list at once, its lock passed on to the next tab. */
export const postItemsByIdPresenceLeave: Call<
  'POST',
  typeof presenceSchema,
  (typeof presenceInputs)['postItemsByIdPresenceLeave']
> = {
  method: 'POST',
  path: '/items/:id/presence/leave',
  response: presenceSchema,
};
