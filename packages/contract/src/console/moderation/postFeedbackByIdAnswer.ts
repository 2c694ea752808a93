import { feedbackSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const postFeedbackByIdAnswer: Call<
  'POST',
  typeof feedbackSchema,
  (typeof moderationInputs)['postFeedbackByIdAnswer']
> = {
  method: 'POST',
  path: '/feedback/:id/answer',
  response: feedbackSchema,
};
