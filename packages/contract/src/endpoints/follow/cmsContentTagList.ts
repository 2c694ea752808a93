import { followingPageSchema } from '../../followSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { followInputs } from '../followInputs.ts';

export const cmsContentTagList: Call<
  'GET',
  typeof followingPageSchema,
  (typeof followInputs)['cmsContentTagList']
> = {
  method: 'GET',
  path: '/cms/content/tagList',
  response: followingPageSchema,
};
