import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { alertsInputs } from '../alertsInputs.ts';

/** Stop alerts to this browser's push subscription, or to the messaging app. */
export const alertsUnsubscribe: Call<
  'POST',
  z.ZodMiniNull,
  (typeof alertsInputs)['alertsUnsubscribe']
> = {
  method: 'POST',
  path: '/alerts/unsubscribe',
  response: z.null(),
};
