import { mostReadSchema } from '../../followSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { followInputs } from '../followInputs.ts';

export const cmsContentMostRead: Call<
  'GET',
  typeof mostReadSchema,
  (typeof followInputs)['cmsContentMostRead']
> = {
  method: 'GET',
  path: '/cms/content/mostRead',
  response: mostReadSchema,
};
