import { feedbackPageSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const getFeedback: Call<
  'GET',
  typeof feedbackPageSchema,
  (typeof moderationInputs)['getFeedback']
> = {
  method: 'GET',
  path: '/feedback',
  response: feedbackPageSchema,
};
