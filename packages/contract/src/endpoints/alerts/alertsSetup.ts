import type { Call } from '../../endpoint.ts';
import { alertSetupSchema } from '../../alertSchemas.ts';
import type { alertsInputs } from '../alertsInputs.ts';

/** The VAPID public key to subscribe with, and which alert channels this server offers. */
export const alertsSetup: Call<
  'GET',
  typeof alertSetupSchema,
  (typeof alertsInputs)['alertsSetup']
> = {
  method: 'GET',
  path: '/alerts/setup',
  response: alertSetupSchema,
};
