import { actionResultSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const postCommentsActions: Call<
  'POST',
  typeof actionResultSchema,
  (typeof moderationInputs)['postCommentsActions']
> = {
  method: 'POST',
  path: '/comments/actions',
  response: actionResultSchema,
};
