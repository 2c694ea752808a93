import { actionResultSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const postFeedbackActions: Call<
  'POST',
  typeof actionResultSchema,
  (typeof moderationInputs)['postFeedbackActions']
> = {
  method: 'POST',
  path: '/feedback/actions',
  response: actionResultSchema,
};
