import { commentSavedSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const peopleCommentSave: Call<
  'POST',
  typeof commentSavedSchema,
  (typeof interactionInputs)['peopleCommentSave']
> = {
  method: 'POST',
  path: '/people/comment/save.do',
  response: commentSavedSchema,
};
