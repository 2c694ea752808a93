import { followListSchema } from '../../followSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { followInputs } from '../followInputs.ts';

export const peopleFollowList: Call<
  'POST',
  typeof followListSchema,
  (typeof followInputs)['peopleFollowList']
> = {
  method: 'POST',
  path: '/people/follow/list',
  response: followListSchema,
};
