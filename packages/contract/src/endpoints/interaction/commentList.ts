import { commentPageSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { interactionInputs } from '../interactionInputs.ts';

export const commentList: Call<
  'POST',
  typeof commentPageSchema,
  (typeof interactionInputs)['commentList']
> = {
  method: 'POST',
  path: '/comment/list.do',
  response: commentPageSchema,
};
