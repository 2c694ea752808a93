import { commentLikeResultSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleCommentLikeSave: Call<
  'POST',
  typeof commentLikeResultSchema,
  (typeof interactionInputs)['peopleCommentLikeSave']
> = {
  method: 'POST',
  path: '/people/comment/like/save.do',
  response: commentLikeResultSchema,
};
