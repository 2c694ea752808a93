import { followListSchema } from '../../followSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { followInputs } from '../followInputs.ts';

export const peopleFollowSave: Call<
  'POST',
  typeof followListSchema,
  (typeof followInputs)['peopleFollowSave']
> = {
  method: 'POST',
  path: '/people/follow/save',
  response: followListSchema,
};
