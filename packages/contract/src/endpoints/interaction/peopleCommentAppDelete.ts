import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleCommentAppDelete: Call<
  'POST',
  z.ZodMiniNull,
  (typeof interactionInputs)['peopleCommentAppDelete']
> = {
  method: 'POST',
  path: '/people/comment/app/delete.do',
  response: z.null(),
};
