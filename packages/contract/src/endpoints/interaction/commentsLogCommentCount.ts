import { commentCountSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const commentsLogCommentCount: Call<
  'POST',
  typeof commentCountSchema,
  (typeof interactionInputs)['commentsLogCommentCount']
> = {
  method: 'POST',
  path: '/commentsLog/commentCount',
  response: commentCountSchema,
};
