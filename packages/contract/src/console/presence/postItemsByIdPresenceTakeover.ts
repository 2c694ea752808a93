import { presenceSchema } from '../presenceSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { presenceInputs } from '../presenceInputs.ts';

/** Takes the item's lock, with an optional word: the holder's tabs are told at once. */
export const postItemsByIdPresenceTakeover: Call<
  'POST',
  typeof presenceSchema,
  (typeof presenceInputs)['postItemsByIdPresenceTakeover']
> = {
  method: 'POST',
  path: '/items/:id/presence/takeover',
  response: presenceSchema,
};
