import { followListSchema } from '../../followSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { followInputs } from '../followInputs.ts';

export const peopleFollowDelete: Call<
  'POST',
  typeof followListSchema,
  (typeof followInputs)['peopleFollowDelete']
> = {
  method: 'POST',
  path: '/people/follow/delete',
  response: followListSchema,
};
