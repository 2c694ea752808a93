import { followingPageSchema } from '../../followSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { followInputs } from '../followInputs.ts';

export const cmsContentAuthorList: Call<
  'GET',
  typeof followingPageSchema,
  (typeof followInputs)['cmsContentAuthorList']
> = {
  method: 'GET',
  path: '/cms/content/authorList',
  response: followingPageSchema,
};
