import { commentQueuePageSchema } from '../moderationSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { moderationInputs } from '../moderationInputs.ts';

export const getComments: Call<
  'GET',
  typeof commentQueuePageSchema,
  (typeof moderationInputs)['getComments']
> = {
  method: 'GET',
  path: '/comments',
  response: commentQueuePageSchema,
};
