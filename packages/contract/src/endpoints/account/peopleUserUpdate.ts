import { profileSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const peopleUserUpdate: Call<
  'POST',
  typeof profileSchema,
  (typeof accountInputs)['peopleUserUpdate']
> = {
  method: 'POST',
  path: '/people/user/update.do',
  response: profileSchema,
};
