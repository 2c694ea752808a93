import { userDataSchema } from '../../accountSchemas.ts';
import type { Call } from '../../endpoint.ts';
import type { accountInputs } from '../accountInputs.ts';

export const peopleUserUserData: Call<
  'GET',
  typeof userDataSchema,
  (typeof accountInputs)['peopleUserUserData']
> = {
  method: 'GET',
  path: '/people/user/userData.do',
  response: userDataSchema,
};
