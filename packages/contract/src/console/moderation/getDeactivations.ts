import { deactivationPageSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const getDeactivations: Call<
  'GET',
  typeof deactivationPageSchema,
  (typeof moderationInputs)['getDeactivations']
> = {
  method: 'GET',
  path: '/deactivations',
  response: deactivationPageSchema,
};
