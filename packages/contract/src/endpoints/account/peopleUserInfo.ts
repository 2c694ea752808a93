import { profileSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const peopleUserInfo: Call<
  'GET',
  typeof profileSchema,
  (typeof accountInputs)['peopleUserInfo']
> = {
  method: 'GET',
  path: '/people/user/info.do',
  response: profileSchema,
};
