import { commentPageSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleCommentReplyList: Call<
  'POST',
  typeof commentPageSchema,
  (typeof interactionInputs)['peopleCommentReplyList']
> = {
  method: 'POST',
  path: '/people/comment/reply/list.do',
  response: commentPageSchema,
};
