import { followListSchema } from '../../followSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { followInputs } from '../followInputs.ts';

export const peopleFollowMerge: Call<
  'POST',
  typeof followListSchema,
  (typeof followInputs)['peopleFollowMerge']
> = {
  method: 'POST',
  path: '/people/follow/merge',
  response: followListSchema,
};
