import type { Call } from '../../endpoint.ts';
import { alertSubscriptionSchema } from '../../alertSchemas.ts';
import type { alertsInputs } from '../alertsInputs.ts';

/** Subscribe to alerts (a browser's push subscription, or the messaging app), with the choices. */
export const alertsSubscribe: Call<
  'POST',
  typeof alertSubscriptionSchema,
  (typeof alertsInputs)['alertsSubscribe']
> = {
  method: 'POST',
  path: '/alerts/subscribe',
  response: alertSubscriptionSchema,
};
