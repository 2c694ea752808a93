import { livePostListSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const getItemsByIdLivePosts: Call<
  'GET',
  typeof livePostListSchema,
  (typeof itemInputs)['getItemsByIdLivePosts']
> = {
  method: 'GET',
  path: '/items/:id/live-posts',
  response: livePostListSchema,
};
