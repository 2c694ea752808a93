import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const feedbackSubmitFeedback: Call<
  'POST',
  z.ZodMiniNull,
  (typeof interactionInputs)['feedbackSubmitFeedback']
> = {
  method: 'POST',
  path: '/feedback/submitFeedback',
  response: z.null(),
};
