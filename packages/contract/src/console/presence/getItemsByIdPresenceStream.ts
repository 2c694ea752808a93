import type { Call } from '../../endpoint.ts';
import type { presenceInputs } from '../presenceInputs.ts';

/**
 * Server-sent events of who has the item open: `presence` (a `presenceSchema`) at once and at
 * every change, `takeover` (a `takeoverEventSchema`) when someone takes the lock over.
 */
export const getItemsByIdPresenceStream: Call<
  'GET',
  undefined,
  (typeof presenceInputs)['getItemsByIdPresenceStream']
> = {
  method: 'GET',
  path: '/items/:id/presence/stream',
};
