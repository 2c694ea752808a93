import { followingPageSchema } from '../../followSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { followInputs } from '../followInputs.ts';

export const cmsContentFollowingList: Call<
  'GET',
  typeof followingPageSchema,
  (typeof followInputs)['cmsContentFollowingList']
> = {
  method: 'GET',
  path: '/cms/content/followingList',
  response: followingPageSchema,
};
