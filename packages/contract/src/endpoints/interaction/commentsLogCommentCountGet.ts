import { commentCountSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const commentsLogCommentCountGet: Call<
  'GET',
  typeof commentCountSchema,
  (typeof interactionInputs)['commentsLogCommentCountGet']
> = {
  method: 'GET',
  path: '/commentsLog/commentCount',
  response: commentCountSchema,
};
