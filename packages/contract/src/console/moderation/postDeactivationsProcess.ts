import { actionResultSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const postDeactivationsProcess: Call<
  'POST',
  typeof actionResultSchema,
  (typeof moderationInputs)['postDeactivationsProcess']
> = {
  method: 'POST',
  path: '/deactivations/process',
  response: actionResultSchema,
};
