import { myCommentPageSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleCommentAppList: Call<
  'POST',
  typeof myCommentPageSchema,
  (typeof interactionInputs)['peopleCommentAppList']
> = {
  method: 'POST',
  path: '/people/comment/app/list.do',
  response: myCommentPageSchema,
};
