import { actionResultSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const postRegistrationsApprove: Call<
  'POST',
  typeof actionResultSchema,
  (typeof moderationInputs)['postRegistrationsApprove']
> = {
  method: 'POST',
  path: '/registrations/approve',
  response: actionResultSchema,
};
