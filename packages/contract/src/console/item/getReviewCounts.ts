import { reviewCountsSchema } from '../itemSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { itemInputs } from '../itemInputs.ts';

export const getReviewCounts: Call<
  'GET',
  typeof reviewCountsSchema,
  (typeof itemInputs)['getReviewCounts']
> = {
  method: 'GET',
  path: '/review/counts',
  response: reviewCountsSchema,
};
