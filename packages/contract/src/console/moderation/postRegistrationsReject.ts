import { actionResultSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const postRegistrationsReject: Call<
  'POST',
  typeof actionResultSchema,
  (typeof moderationInputs)['postRegistrationsReject']
> = {
  method: 'POST',
  path: '/registrations/reject',
  response: actionResultSchema,
};
