import { commentLikeResultSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleCommentLikeDelete: Call<
  'POST',
  typeof commentLikeResultSchema,
  (typeof interactionInputs)['peopleCommentLikeDelete']
> = {
  method: 'POST',
  path: '/people/comment/like/delete.do',
  response: commentLikeResultSchema,
};
