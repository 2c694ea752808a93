import { livePostSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const postItemsByIdLivePosts: Call<
  'POST',
  typeof livePostSchema,
  (typeof itemInputs)['postItemsByIdLivePosts']
> = {
  method: 'POST',
  path: '/items/:id/live-posts',
  response: livePostSchema,
};
