import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const deleteItemsByIdLivePostsByPostId: Call<
  'DELETE',
  z.ZodMiniNull,
  (typeof itemInputs)['deleteItemsByIdLivePostsByPostId']
> = {
  method: 'DELETE',
  path: '/items/:id/live-posts/:postId',
  response: z.null(),
};
